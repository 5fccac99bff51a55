import type { TLabelKey, TLocale } from '@apex/shared';
import { labelIn } from '@apex/shared/labels';
import type { ExportColumn } from './xlsx-export';

/** A record's names in the three languages (system codes, report templates). */
export const nameColumns = <T extends { nameEn: string; nameCn: string; nameHk: string }>(): ExportColumn<T>[] => [
  { header: 'general:columns.nameEn', width: 30, value: (row) => row.nameEn },
  { header: 'general:columns.nameSimplified', width: 20, value: (row) => row.nameCn },
  { header: 'general:columns.nameTraditional', width: 20, value: (row) => row.nameHk },
];

/** A code's label in the export's language; a code the list does not know is written as it is. */
export const codeLabel = <C extends string>(labels: Record<C, TLabelKey>, code: string, locale: TLocale) =>
  Object.hasOwn(labels, code) ? labelIn(locale, labels[code as C]) : code;

/** A yes/no column: a yes row says so and the others stay blank, so the yes rows stand out. */
export function flagColumn<T>(
  header: ExportColumn<T>['header'],
  width: number,
  flag: (row: T) => boolean,
): ExportColumn<T> {
  return { header, width, value: (row, locale) => (flag(row) ? labelIn(locale, 'general:columns.yes') : '') };
}

/** Whether a record is in use. */
export const enabledColumn = <T extends { enabled: boolean }>(): ExportColumn<T> =>
  flagColumn('general:columns.enabled', 8, (row) => row.enabled);

/** Who last changed a record. */
export const updatedByColumn = <T extends { updatedBy: string }>(): ExportColumn<T> => ({
  header: 'general:columns.updatedBy',
  width: 14,
  value: (row) => row.updatedBy,
});

/** When a record was last changed. */
export const updatedAtColumn = <T extends { updatedAt: Date | string }>(): ExportColumn<T> => ({
  header: 'general:columns.updatedAt',
  width: 20,
  value: (row) => row.updatedAt,
});

/** Who last changed a record and when: the two columns most lists end with. */
export const updatedColumns = <T extends { updatedBy: string; updatedAt: Date | string }>(): ExportColumn<T>[] => [
  updatedByColumn<T>(),
  updatedAtColumn<T>(),
];
