import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { BlacklistFields } from '../common/blacklist-fields';
import { CARRIER_LABELS } from './carrier-labels';

type CarrierField = keyof typeof CARRIER_LABELS;

/** A carrier's SCAC (fixed once it exists), names, and blacklist flag with its reason. */
export function CarrierFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  const item = (name: CarrierField) => ({ label: labelText(CARRIER_LABELS[name]), ...editor.field(name) });
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
        label={labelText(CARRIER_LABELS.blacklisted)}
        reasonLabel={t('blacklist.reason')}
      />
    </Row>
  );
}
