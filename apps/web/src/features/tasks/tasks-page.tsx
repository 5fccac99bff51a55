import { API } from '@apex/shared';
import { TASK_STATUS_LABELS, type TTask } from '@apex/shared/settings';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { useEditorTarget } from '../../kit/form/use-editor-target';
import { FilterSelect } from '../../kit/list/filter-select';
import { ListPage } from '../../kit/list/list-page';
import { NewRecordButton } from '../../kit/list/new-record-button';
import { useDeleteRecord } from '../../kit/list/use-delete-record';
import { useList } from '../../kit/list/use-list';
import { useRecordAction } from '../../kit/list/use-record-action';
import { useTaskColumns } from './task-columns';
import { TaskDialog } from './task-dialog';
import { TASK_LABELS } from './task-labels';

/** /tasks/index: the signed-in user's own to-do list. */
export function TasksPage() {
  const { t } = useTranslation('settings');
  const list = useList(API.tasks.list);
  const labelText = useLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.tasks.remove);
  const act = useRecordAction(API.tasks.list.tag);
  const toggle = ({ id, version, status }: TTask) => {
    const next = status === 'open' ? 'done' : 'open';
    return act(
      () => request(API.tasks.setStatus, { params: { id }, body: { version, status: next } }, { isStopError: true }),
      next === 'done' ? t('tasks.markedDone') : t('tasks.reopened'),
    );
  };
  const columns = useTaskColumns({ edit: (task) => editor.open('edit', task.id), toggle, remove });
  const statuses = (['open', 'done'] as const).map((value) => ({ value, label: labelText(TASK_STATUS_LABELS[value]) }));
  return (
    <ListPage
      title={labelText('workbench:menus.myTasks')}
      list={list}
      exportRoute={API.tasks.export}
      columns={columns}
      keywordPlaceholder={t('tasks.keyword')}
      filters={
        <>
          <FilterSelect name="status" label={labelText(TASK_LABELS.status)} options={statuses} width={140} />
          <Form.Item name="overdue" valuePropName="checked" normalize={(checked: boolean) => checked || undefined}>
            <Checkbox>{t('tasks.overdueOnly')}</Checkbox>
          </Form.Item>
        </>
      }
      toolbar={
        <NewRecordButton permission="/tasks/index" label={t('tasks.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <TaskDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
