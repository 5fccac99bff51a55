import type { TLabelKey } from '@apex/shared/i18n';

/** A code's fields as the catalogue names them, as the code export does. */
export const ITEM_LABELS = {
  codeType: 'administration:entities.systemCodeType',
  code: 'general:columns.code',
  sort: 'masterData:columns.sort',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;
