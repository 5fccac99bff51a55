import type { TLabelKey } from '@apex/shared/i18n';

/** A report template's fields as the catalogue names them, as the template export does. */
export const TEMPLATE_LABELS = {
  code: 'general:columns.code',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameSimplified',
  nameHk: 'general:columns.nameTraditional',
  kind: 'masterData:columns.document',
  jobType: 'general:columns.jobType',
  currentVersionNo: 'masterData:columns.currentVersion',
  enabled: 'general:columns.enabled',
  remark: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;
