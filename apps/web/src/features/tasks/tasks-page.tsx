import { API } from '@apex/shared';
import type { TTask } from '@apex/shared/settings';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../admin/common/admin-list-page';
import { requestRoute } from '../admin/common/call-route';
import { FilterSelect } from '../admin/common/filter-select';
import { NewRecordButton } from '../admin/common/new-record-button';
import { SHOWN_BY_SCREEN } from '../admin/common/stop-error';
import { useAdminList } from '../admin/common/use-admin-list';
import { useDeleteRecord } from '../admin/common/use-delete-record';
import { useEditorTarget } from '../admin/common/use-editor-target';
import { useRecordAction } from '../admin/common/use-record-action';
import { useTaskColumns } from './task-columns';
import { TaskDialog } from './task-dialog';

/** /tasks/index: the signed-in user's own to-do list. */
export function TasksPage() {
  const { t } = useTranslation('settings');
  const list = useAdminList(API.tasks.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.tasks.remove);
  const act = useRecordAction(API.tasks.list.tag);
  const toggle = ({ id, version, status }: TTask) => {
    const next = status === 'open' ? 'done' : 'open';
    return act(
      () => requestRoute(API.tasks.setStatus, { params: { id }, body: { version, status: next } }, SHOWN_BY_SCREEN),
      next === 'done' ? t('tasks.markedDone') : t('tasks.reopened'),
    );
  };
  const columns = useTaskColumns({ edit: (task) => editor.open('edit', task.id), toggle, remove });
  const statuses = (['open', 'done'] as const).map((value) => ({ value, label: t(`tasks.status.${value}`) }));
  return (
    <AdminListPage
      title={t('tasks.title')}
      list={list}
      exportRoute={API.tasks.export}
      columns={columns}
      keywordPlaceholder={t('tasks.keyword')}
      filters={
        <>
          <FilterSelect name="status" label={t('tasks.fields.status')} options={statuses} width={140} />
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
    </AdminListPage>
  );
}
