import { TASK_STATUS_LABELS } from '@apex/shared/settings';
import { codeLabel, updatedAtColumn } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findTaskPage, type TaskRow } from './queries';

const COLUMNS: readonly ExportColumn<TaskRow>[] = [
  { header: 'general:columns.title', width: 40, value: (r) => r.title },
  { header: 'workbench:columns.dueDate', width: 12, value: (r) => r.dueDate },
  {
    header: 'general:columns.status',
    width: 10,
    value: (r, locale) => codeLabel(TASK_STATUS_LABELS, r.status, locale),
  },
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'workbench:columns.notes', width: 50, value: (r) => r.notes },
  updatedAtColumn(),
];

/** The caller's task list as a workbook, filtered and sorted as on the screen. */
export const exportTasks = listExport({
  fileName: 'tasks.xlsx',
  sheet: 'Tasks',
  columns: COLUMNS,
  findPage: findTaskPage,
});
