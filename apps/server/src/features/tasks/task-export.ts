import { HEADERS, updatedAtColumn } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findTaskPage, type TaskRow } from './queries';

const STATUS = {
  open: { en_US: 'Open', zh_CN: '未完成', zh_HK: '未完成' },
  done: { en_US: 'Done', zh_CN: '已完成', zh_HK: '已完成' },
} as const;

const COLUMNS: readonly ExportColumn<TaskRow>[] = [
  { header: HEADERS.title, width: 40, value: (r) => r.title },
  { header: { en_US: 'Due date', zh_CN: '截止日期', zh_HK: '截止日期' }, width: 12, value: (r) => r.dueDate },
  {
    header: { en_US: 'Status', zh_CN: '状态', zh_HK: '狀態' },
    width: 10,
    value: (r, locale) => STATUS[r.status as keyof typeof STATUS][locale],
  },
  { header: { en_US: 'Job no', zh_CN: '工作单号', zh_HK: '工作單號' }, width: 18, value: (r) => r.jobNo },
  { header: { en_US: 'Notes', zh_CN: '备注', zh_HK: '備註' }, width: 50, value: (r) => r.notes },
  updatedAtColumn(),
];

/** The caller's task list as a workbook, filtered and sorted as on the screen. */
export const exportTasks = listExport({
  fileName: 'tasks.xlsx',
  sheet: 'Tasks',
  columns: COLUMNS,
  findPage: findTaskPage,
});
