import type { TJobType } from '@apex/shared/jobs';
import { labelIn } from '@apex/shared/labels';
import { STOCK_STATES, stockOf, type TWarehouseStockRow, type ZWarehouseStockExportQuery } from '@apex/shared/movement';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { flagColumn } from '../../../platform/excel/export-columns';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { findWarehouseStock } from './warehouse-stock';

/** A weight or volume as a number cell Excel can sum (4 places at most: exact in a double); blank if unknown. */
const figure = (value: string | null) => (value === null ? null : Number(value));
const moment = (value: string | null) => (value === null ? null : new Date(value));

const COLUMNS: readonly ExportColumn<TWarehouseStockRow>[] = [
  { header: 'warehouse:fields.warehouseInNo', width: 18, value: (r) => r.warehouseInNo },
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'jobs:fields.mblNo', width: 18, value: (r) => r.mblNo },
  { header: 'masterData:partyRoles.CONSIGNEE', width: 30, value: (r) => r.consigneeName },
  { header: 'masterData:partyRoles.WAREHOUSE', width: 30, value: (r) => r.warehouseName },
  { header: 'warehouse:fields.position', width: 10, value: (r) => r.position },
  { header: 'warehouse:fields.inAt', width: 20, value: (r) => moment(r.inAt) },
  { header: 'jobs:fields.packages', width: 10, value: (r) => r.packages },
  { header: 'jobs:fields.weightKg', width: 12, value: (r) => figure(r.weightKg) },
  { header: 'jobs:fields.volumeCbm', width: 12, value: (r) => figure(r.volumeCbm) },
  { header: 'warehouse:fields.outPackages', width: 10, value: (r) => r.outPackages },
  { header: 'warehouse:fields.stockPackages', width: 10, value: (r) => stockOf(r).packages },
  { header: 'warehouse:fields.stockWeightKg', width: 14, value: (r) => figure(stockOf(r).weightKg) },
  { header: 'warehouse:fields.stockVolumeCbm', width: 14, value: (r) => figure(stockOf(r).volumeCbm) },
  { header: 'warehouse:fields.stockState', width: 12, value: (r, l) => labelIn(l, STOCK_STATES[r.stockState]) },
  { header: 'warehouse:fields.outAt', width: 20, value: (r) => moment(r.lastOutAt) },
  { header: 'warehouse:fields.damageCount', width: 8, value: (r) => r.damageCount },
  flagColumn('warehouse:fields.customsInspection', 8, (r) => r.customsInspection),
  flagColumn('warehouse:fields.customsReleased', 8, (r) => r.customsReleased || r.jobCustomsReleaseDate !== null),
  flagColumn('warehouse:fields.allowOut', 8, (r) => r.allowOut),
  flagColumn('warehouse:fields.outboundConfirmed', 8, (r) => r.outboundConfirmed),
  { header: 'warehouse:fields.devanningBillNo', width: 16, value: (r) => r.devanningBillNo },
  { header: 'warehouse:fields.ladingCompany', width: 20, value: (r) => r.ladingCompany },
  { header: 'jobs:fields.marks', width: 20, value: (r) => r.marks },
];

/** The whole filtered warehouse list as a workbook, streamed page by page in the list's order. */
export function exportWarehouseStock(
  ctx: ServiceContext,
  {
    jobType,
    actor,
    query,
  }: { jobType: TJobType; actor: AuditActor; query: z.output<typeof ZWarehouseStockExportQuery> },
  { locale, timeZone }: FileReader,
) {
  const rows = pagesOf((page, pageSize) =>
    findWarehouseStock(ctx, { jobType, actor, query: { ...query, page, pageSize } }),
  );
  return xlsxExport({
    fileName: `warehouse-${actor.officeCode}-${jobType}.xlsx`,
    sheet: labelIn(locale, 'warehouse:entries'),
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
