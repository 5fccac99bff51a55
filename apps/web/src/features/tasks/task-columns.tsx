import { TASK_STATUS_LABELS, type TTask } from '@apex/shared/settings';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { ConfirmedRowAction } from '../../kit/list/confirmed-row-action';
import { LongText } from '../../kit/list/long-text';
import { RowAction } from '../../kit/list/row-action';
import { actionsColumn } from '../../kit/list/row-actions';
import { updatedColumn } from '../../kit/list/updated-column';
import { TASK_LABELS } from './task-labels';

interface TaskActions {
  edit: (task: TTask) => void;
  toggle: (task: TTask) => Promise<unknown>;
  remove: (task: TTask) => Promise<unknown>;
}

/** Open and due before today, in the user's own calendar. */
const isOverdue = (task: TTask) =>
  task.status === 'open' && task.dueDate !== null && task.dueDate < dayjs().format('YYYY-MM-DD');

/** Columns of the task list: an overdue due date is flagged. */
export function useTaskColumns(actions: TaskActions): ColumnsType<TTask> {
  const { t } = useTranslation('settings');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: labelText(TASK_LABELS.title),
      sorter: true,
      render: (title: string, task) => (task.status === 'done' ? <s>{title}</s> : title),
    },
    {
      key: 'status',
      title: labelText(TASK_LABELS.status),
      render: (_, task) => (
        <Tag color={task.status === 'done' ? 'success' : 'processing'}>
          {labelText(TASK_STATUS_LABELS[task.status])}
        </Tag>
      ),
    },
    {
      key: 'dueDate',
      title: labelText(TASK_LABELS.dueDate),
      sorter: true,
      render: (_, task) =>
        isOverdue(task) ? (
          <Tag color="error">
            {task.dueDate} {t('tasks.overdue')}
          </Tag>
        ) : (
          task.dueDate
        ),
    },
    { key: 'jobNo', dataIndex: 'jobNo', title: labelText(TASK_LABELS.jobNo) },
    { key: 'notes', title: labelText(TASK_LABELS.notes), render: (_, task) => <LongText text={task.notes} /> },
    updatedColumn(ta),
    actionsColumn<TTask>(ta, (task) => (
      <>
        <RowAction
          label={task.status === 'open' ? t('tasks.markDone') : t('tasks.reopen')}
          onClick={() => void actions.toggle(task)}
        />
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(task)} />
        <ConfirmedRowAction
          danger
          label={ta('list.delete')}
          question={t('tasks.deleteQuestion', { title: task.title })}
          onConfirm={() => actions.remove(task)}
        />
      </>
    )),
  ];
}
