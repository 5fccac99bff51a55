import type { TLabelKey } from '@apex/shared/i18n';

/** A carrier's fields as the catalogue names them, as the carrier export does. */
export const CARRIER_LABELS = {
  scac: 'masterData:columns.scac',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameCn',
  blacklisted: 'masterData:columns.blacklist',
} as const satisfies Record<string, TLabelKey>;
