import { JOB_TYPE_LABELS, type TChargeScheme } from '@apex/shared/master';
import type { DbOrTx } from '../../db/client';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { withLines } from './charge-schemes';
import { findChargeSchemePage } from './queries';

const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;

/** One line of a scheme in a cell: "OFR AR CUSTOMER USD 1200.00 / BL". */
const lineText = (l: TChargeScheme['lines'][number]) =>
  `${l.chargeCode} ${l.side} ${l.partyRole} ${l.currency} ${l.price} / ${l.unit}`;

const COLUMNS: readonly ExportColumn<TChargeScheme>[] = [
  { header: { en_US: 'Scheme no', zh_CN: '方案编号', zh_HK: '方案編號' }, width: 14, value: (s) => s.schemeNo },
  { header: { en_US: 'Name', zh_CN: '名称', zh_HK: '名稱' }, width: 30, value: (s) => s.name },
  {
    header: { en_US: 'Job type', zh_CN: '业务类型', zh_HK: '業務類型' },
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
  { header: { en_US: 'Remark', zh_CN: '备注', zh_HK: '備註' }, width: 30, value: (s) => s.remark },
  {
    header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' },
    width: 8,
    value: (s, locale) => (s.enabled ? YES[locale] : ''),
  },
  { header: { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' }, width: 14, value: (s) => s.updatedBy },
  { header: { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' }, width: 20, value: (s) => s.updatedAt },
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
