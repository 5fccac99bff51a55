import type { TLabelKey } from '@apex/shared/i18n';

/** A port's fields as the catalogue names them, as the port export does. */
export const PORT_LABELS = {
  portCode: 'masterData:columns.unLocode',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameCn',
  countryCode: 'masterData:entities.country',
  isSea: 'masterData:columns.seaPort',
  latitude: 'masterData:columns.latitude',
  longitude: 'masterData:columns.longitude',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;
