import { PARTY_ROLE_LABELS } from '@apex/shared/master';
import { codeLabel, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { findPartyPage, type PartyRow } from './queries';

const COLUMNS: readonly ExportColumn<PartyRow>[] = [
  { header: 'general:columns.code', width: 14, value: (p) => p.code },
  { header: 'general:columns.nameEn', width: 36, value: (p) => p.nameEn },
  { header: 'general:columns.nameCn', width: 24, value: (p) => p.nameCn },
  {
    header: 'masterData:columns.roles',
    width: 30,
    value: (p, locale) => p.roles.map((r) => codeLabel(PARTY_ROLE_LABELS, r, locale)).join(', '),
  },
  { header: 'administration:entities.office', width: 8, value: (p) => p.officeCode },
  { header: 'masterData:columns.taxId', width: 22, value: (p) => p.taxId },
  {
    header: 'masterData:columns.creditLimit',
    width: 14,
    value: (p) => (p.creditLimit === null ? null : Number(p.creditLimit)),
  },
  { header: 'masterData:entities.currency', width: 8, value: (p) => p.creditCurrency },
  { header: 'masterData:columns.creditDays', width: 10, value: (p) => p.creditDays },
  {
    header: 'masterData:columns.blacklistReason',
    width: 40,
    value: (p) => p.blacklistReason,
  },
  ...updatedColumns(),
];

/** The party list as a workbook, filtered and sorted as on the screen; a blacklisted party shows its reason. */
export const exportParties = listExport({
  fileName: 'parties.xlsx',
  sheet: 'Parties',
  columns: COLUMNS,
  findPage: findPartyPage,
});
