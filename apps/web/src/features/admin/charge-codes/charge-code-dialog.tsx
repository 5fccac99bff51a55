import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { ChargeCodeFields } from './charge-code-fields';

const NEW_CHARGE_CODE = { enabled: true, jobTypes: ['OE', 'OI'], defaultTaxRate: '0.00', sacCode: '' };

/** Adds a charge code, or edits the one with `id`. */
export function ChargeCodeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('charges');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.chargeCodes,
    blank: NEW_CHARGE_CODE,
    savedText: t('codes.saved'),
    onClose,
  });
  return (
    <EditorFrame {...frame} width={640} title={record ? t('codes.editTitle', { code: record.code }) : t('codes.new')}>
      <ChargeCodeFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
