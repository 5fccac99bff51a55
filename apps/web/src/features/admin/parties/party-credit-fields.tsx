import { Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { BlacklistFields } from '../common/blacklist-fields';
import { usePartyLabel } from './party-labels';

/** A party's credit terms and blacklist: finance's to set (`/party/credit`). */
export function PartyCreditFields({ editor }: { editor: RecordEditor }) {
  const { t } = useTranslation('admin');
  const label = usePartyLabel();
  const item = (name: 'creditLimit' | 'creditCurrency' | 'creditDays') => ({
    label: label(name),
    ...editor.field(name),
  });
  return (
    <Row gutter={16}>
      <FieldCol span={12} {...item('creditLimit')}>
        <InputNumber stringMode min="0" precision={2} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={6} {...item('creditCurrency')}>
        <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={6} {...item('creditDays')}>
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <BlacklistFields editor={editor} label={label('blacklisted')} reasonLabel={t('blacklist.reason')} />
    </Row>
  );
}
