import { API } from '@apex/shared';
import type { TChargeScheme } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { ChargeSchemeFields } from './charge-scheme-fields';

const NEW_SCHEME = { enabled: true, remark: '', lines: [] };

// The form edits lines as the request states them: the charge codes' names are only shown.
const valuesOf = ({ lines, ...scheme }: TChargeScheme) => ({
  ...scheme,
  lines: lines.map(({ chargeNameEn: _, chargeNameCn: __, ...line }) => line),
});

/** Adds a charge scheme, or edits the one with `id`: a wide drawer, for its lines. */
export function ChargeSchemeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('charges');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.chargeSchemes,
    blank: NEW_SCHEME,
    valuesOf,
    savedText: t('schemes.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      variant="drawer"
      width={960}
      title={record ? t('schemes.editTitle', { code: record.schemeNo }) : t('schemes.newTitle')}
    >
      <ChargeSchemeFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
