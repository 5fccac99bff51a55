import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { FlagSelect } from './flag-select';
import { VESSEL_LABELS } from './vessel-labels';

type VesselField = keyof typeof VESSEL_LABELS;

/** A vessel's name (upper case, as on B/Ls), Lloyd (IMO) number and flag state. */
export function VesselFields({ editor }: { editor: RecordEditor }) {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  const item = (name: VesselField) => ({ label: labelText(VESSEL_LABELS[name]), ...editor.field(name) });
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
