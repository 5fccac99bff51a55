import { JOB_TYPE_LABELS, type TChargeScheme } from '@apex/shared/master';
import type { DbOrTx } from '../../db/client';
import { enabledColumn, HEADERS, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { withLines } from './charge-schemes';
import { findChargeSchemePage } from './queries';

/** One line of a scheme in a cell: "OFR AR CUSTOMER USD 1200.00 / BL". */
const lineText = (l: TChargeScheme['lines'][number]) =>
  `${l.chargeCode} ${l.side} ${l.partyRole} ${l.currency} ${l.price} / ${l.unit}`;

const COLUMNS: readonly ExportColumn<TChargeScheme>[] = [
  { header: { en_US: 'Scheme no', zh_CN: '方案编号', zh_HK: '方案編號' }, width: 14, value: (s) => s.schemeNo },
  { header: { en_US: 'Name', zh_CN: '名称', zh_HK: '名稱' }, width: 30, value: (s) => s.name },
  {
    header: HEADERS.jobType,
    width: 14,
    value: (s, locale) => JOB_TYPE_LABELS[s.jobType][locale],
  },
  { header: { en_US: 'Lines', zh_CN: '明细数', zh_HK: '明細數' }, width: 8, value: (s) => s.lines.length },
  // Each line on a line of its own within the cell.
  {
    header: { en_US: 'Charge lines', zh_CN: '费用明细', zh_HK: '費用明細' },
    width: 60,
    value: (s) => s.lines.map(lineText).join('\n'),
  },
  { header: HEADERS.remark, width: 30, value: (s) => s.remark },
  enabledColumn(),
  ...updatedColumns(),
];

/** A page of schemes with their lines: the export's rows are whole schemes, so its paging holds. */
async function findSchemesWithLines(db: DbOrTx, q: Parameters<typeof findChargeSchemePage>[1]) {
  const page = await findChargeSchemePage(db, q);
  return { rows: await withLines(db, page.rows) };
}

/** The scheme list as a workbook, filtered and sorted as on the screen, one scheme a row. */
export const exportChargeSchemes = listExport({
  fileName: 'charge-schemes.xlsx',
  sheet: 'Charge schemes',
  columns: COLUMNS,
  findPage: findSchemesWithLines,
});
