import type { TLabelKey } from '@apex/shared/i18n';

/** A task's fields as the catalogue names them, as the task export does. */
export const TASK_LABELS = {
  title: 'general:columns.title',
  dueDate: 'workbench:columns.dueDate',
  status: 'general:columns.status',
  jobNo: 'jobs:columns.jobNo',
  notes: 'workbench:columns.notes',
} as const satisfies Record<string, TLabelKey>;
