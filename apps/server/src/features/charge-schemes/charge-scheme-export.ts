import { labelIn } from '@apex/shared/labels';
import { JOB_TYPE_LABELS, type TChargeScheme } from '@apex/shared/master';
import type { DbOrTx } from '../../db/client';
import { enabledColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { withLines } from './charge-schemes';
import { findChargeSchemePage } from './queries';

/** One line of a scheme in a cell: "OFR AR CUSTOMER USD 1200.00 / BL". */
const lineText = (l: TChargeScheme['lines'][number]) =>
  `${l.chargeCode} ${l.side} ${l.partyRole} ${l.currency} ${l.price} / ${l.unit}`;

const COLUMNS: readonly ExportColumn<TChargeScheme>[] = [
  { header: 'masterData:columns.schemeNo', width: 14, value: (s) => s.schemeNo },
  { header: 'general:columns.name', width: 30, value: (s) => s.name },
  {
    header: 'general:columns.jobType',
    width: 14,
    value: (s, locale) => labelIn(locale, JOB_TYPE_LABELS[s.jobType]),
  },
  { header: 'masterData:columns.lineCount', width: 8, value: (s) => s.lines.length },
  // Each line on a line of its own within the cell.
  {
    header: 'masterData:columns.chargeLines',
    width: 60,
    value: (s) => s.lines.map(lineText).join('\n'),
  },
  { header: 'general:columns.remark', width: 30, value: (s) => s.remark },
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
