import { API } from '@apex/shared';
import { type TClearing, ZReverseClearingRequest } from '@apex/shared/finance';
import { formatMoney } from '@apex/shared/format';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { useSaved } from '../../../kit/form/use-saved';

/** Reverses a clearing: the reason is required and kept with it (issue 17: audited). */
export function ReverseClearingDialog({ clearing, onClose }: { clearing: TClearing; onClose: () => void }) {
  const { t } = useTranslation('financeDesk');
  const label = useLabel();
  const saved = useSaved(
    API.finance.reverseClearing.tag,
    label('administration:operLogActions.clearing.reversed'),
    onClose,
  );
  const editor = useRecordEditor({
    schema: ZReverseClearingRequest,
    base: { version: clearing.version },
    save: (body) => request(API.finance.reverseClearing, { params: { id: clearing.id }, body }, { isStopError: true }),
    onSaved: saved,
  });
  return (
    <EditorFrame
      open
      width={520}
      title={t('clearing.reverseTitle', {
        amount: formatMoney(clearing.amount, { currency: clearing.currency }),
        party: clearing.partyName,
      })}
      editor={editor}
      onClose={onClose}
    >
      <FieldCol span={24} label={label('masterData:columns.reason')} {...editor.field('reason')}>
        <Input.TextArea maxLength={300} rows={3} />
      </FieldCol>
    </EditorFrame>
  );
}
