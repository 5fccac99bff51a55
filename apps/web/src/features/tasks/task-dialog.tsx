import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../kit/form/editor-frame';
import { useEntityEditor } from '../../kit/form/use-entity-editor';
import { TaskFields } from './task-fields';

const NEW_TASK = { dueDate: null };

/** Adds a task, or edits the one with `id`. */
export function TaskDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { frame } = useEntityEditor({
    id,
    routes: API.tasks,
    blank: NEW_TASK,
    savedText: t('tasks.saved'),
    onClose,
  });
  return (
    <EditorFrame {...frame} width={560} title={id === undefined ? t('tasks.new') : t('tasks.editTitle')}>
      <TaskFields editor={frame.editor} creating={id === undefined} />
    </EditorFrame>
  );
}
