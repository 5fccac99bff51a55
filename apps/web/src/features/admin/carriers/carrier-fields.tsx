import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import type admin from '../../../locales/en_US/screens/admin.json';
import { BlacklistFields } from '../common/blacklist-fields';

type CarrierField = keyof (typeof admin)['carriers']['fields'];

/** A carrier's SCAC (fixed once it exists), names, and blacklist flag with its reason. */
export function CarrierFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('admin');
  const item = (name: CarrierField) => ({ label: t(`carriers.fields.${name}`), ...editor.field(name) });
  return (
    <Row gutter={16}>
      <FieldCol span={8} {...item('scac')}>
        <Input disabled={!creating} maxLength={4} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={16} {...item('nameEn')}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol span={24} {...item('nameCn')}>
        <Input maxLength={100} />
      </FieldCol>
      <BlacklistFields
        editor={editor}
        label={t('carriers.fields.blacklisted')}
        reasonLabel={t('carriers.fields.blacklistReason')}
      />
    </Row>
  );
}
