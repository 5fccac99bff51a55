import { API } from '@apex/shared';
import { ZCreateOfficeRequest, ZUpdateOfficeRequest } from '@apex/shared/admin';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { EditorFrame } from '../common/editor-frame';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useEntityEditor } from '../common/use-entity-editor';
import { OfficeFields } from './office-fields';

const NEW_OFFICE = { enabled: true };

/** Creates an office, or edits the one with `id`. */
export function OfficeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    route: API.offices.get,
    create: { schema: ZCreateOfficeRequest, save: (body) => request(API.offices.create, { body }, SHOWN_BY_SCREEN) },
    update: {
      schema: ZUpdateOfficeRequest,
      save: (body, id) => request(API.offices.update, { params: { id }, body }, SHOWN_BY_SCREEN),
    },
    blank: NEW_OFFICE,
    savedText: t('offices.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={640}
      title={record ? t('offices.editTitle', { code: record.officeCode }) : t('offices.newTitle')}
    >
      <OfficeFields editor={editor} creating={id === undefined} />
    </EditorFrame>
  );
}
