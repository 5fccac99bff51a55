import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import type admin from '../../../locales/en_US/screens/admin.json';
import { FlagSelect } from './flag-select';

type VesselField = keyof (typeof admin)['vessels']['fields'];

/** A vessel's name (upper case, as on B/Ls), Lloyd (IMO) number and flag state. */
export function VesselFields({ editor }: { editor: RecordEditor }) {
  const { t } = useTranslation('admin');
  const item = (name: VesselField) => ({ label: t(`vessels.fields.${name}`), ...editor.field(name) });
  return (
    <Row gutter={16}>
      <FieldCol span={24} {...item('vesselName')}>
        <Input maxLength={100} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={12} {...item('lloydNo')} extra={t('vessels.lloydNoHint')}>
        <Input maxLength={7} inputMode="numeric" />
      </FieldCol>
      <FieldCol span={12} {...item('flag')}>
        <FlagSelect />
      </FieldCol>
    </Row>
  );
}
