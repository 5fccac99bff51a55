import type { TLabelKey } from '@apex/shared/i18n';

/** A vessel's fields as the catalogue names them, as the vessel export does. */
export const VESSEL_LABELS = {
  vesselName: 'masterData:columns.vesselName',
  lloydNo: 'masterData:columns.lloydNo',
  flag: 'masterData:columns.flag',
  updatedBy: 'general:columns.updatedBy',
} as const satisfies Record<string, TLabelKey>;
