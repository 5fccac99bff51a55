import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, instant, queryFlag, text, ZPageQuery, ZVersion } from '../api/paging';
import { cargoCode, cargoQuantity, cargoText } from '../jobs/cargo/cargo-fields';
import { count } from '../jobs/quantities';
import { STOCK_STATE_CODES } from './warehouse-stock';

const id = z.number().int().min(1).max(2_147_483_647);
const queryId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * spec §3 Warehouse entry as the warehouse keeps it; its warehouse-in no comes from the office's
 * numbering rule and what went out from its releases, never typed.
 */
const entryFields = {
  /** The warehouse: a party, those with the warehouse role first (master data). */
  warehouse: id.nullable().default(null),
  contact: cargoText(100),
  devanningBillNo: cargoCode(40),
  packages: count.min(1),
  weightKg: cargoQuantity.default(null),
  volumeCbm: cargoQuantity.default(null),
  marks: cargoText(2000),
  inAt: instant,
  position: cargoText(40),
  damageCount: count.default(0),
  customsInspection: z.boolean().default(false),
  customsReleased: z.boolean().default(false),
  allowOut: z.boolean().default(false),
  outboundConfirmed: z.boolean().default(false),
  ladingCompany: cargoText(100),
};

const damageWithinPackages = (entry: { packages: number; damageCount: number }, ctx: z.RefinementCtx) => {
  if (entry.damageCount > entry.packages) addMessageIssue(ctx, ['damageCount'], 'warehouse.damageOverPackages');
};

export const ZCreateWarehouseEntryRequest = z.object(entryFields).superRefine(damageWithinPackages);
export const ZUpdateWarehouseEntryRequest = z
  .object({ version: ZVersion, ...entryFields })
  .superRefine(damageWithinPackages);

/**
 * A warehouse-out (a release): some of the entry's packages leave at a time; a weight or volume
 * left blank is the packages' share of the stock (`releaseShare`). Made at the entry's version.
 */
export const ZWarehouseReleaseRequest = z.object({
  version: ZVersion,
  packages: count.min(1),
  weightKg: cargoQuantity.default(null),
  volumeCbm: cargoQuantity.default(null),
  outAt: instant,
  remark: cargoText(200),
});

export const ZWarehouseReleaseParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ZWarehouseReleaseCancelParams = ZWarehouseReleaseParams.extend({
  releaseId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const figure = z.string().nullable();

const ZWarehouseRelease = z.object({
  id: z.number().int(),
  packages: z.number().int(),
  weightKg: figure,
  volumeCbm: figure,
  outAt: z.string(),
  remark: z.string(),
  /** Who let it out (spec: "who"), and when it was recorded. */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TWarehouseRelease = z.infer<typeof ZWarehouseRelease>;

export const ZWarehouseEntry = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  warehouseInNo: z.string(),
  warehouse: z.number().int().nullable(),
  warehouseName: z.string(),
  contact: z.string(),
  devanningBillNo: z.string(),
  packages: z.number().int(),
  weightKg: figure,
  volumeCbm: figure,
  marks: z.string(),
  inAt: z.string(),
  position: z.string(),
  damageCount: z.number().int(),
  customsInspection: z.boolean(),
  customsReleased: z.boolean(),
  allowOut: z.boolean(),
  outboundConfirmed: z.boolean(),
  ladingCompany: z.string(),
  /** The sums of its releases, and the last one's time (spec "out time"). */
  outPackages: z.number().int(),
  outWeightKg: z.string(),
  outVolumeCbm: z.string(),
  lastOutAt: z.string().nullable(),
  stockState: z.enum(STOCK_STATE_CODES),
  releases: z.array(ZWarehouseRelease),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TWarehouseEntry = z.infer<typeof ZWarehouseEntry>;

/** The warehouse tab: a job's entries, and the job's facts their out depends on. */
export const ZJobWarehouse = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  /** Kept by the customs entries: customs released the job's cargo on this day (null: not yet). */
  customsReleaseDate: z.string().nullable(),
  /** Kept here: the day the job's cargo first could go out (released and allowed out). */
  cargoAvailableDate: z.string().nullable(),
  entries: z.array(ZWarehouseEntry),
});
export type TJobWarehouse = z.infer<typeof ZJobWarehouse>;

/** Which entries the stock list holds: those with cargo in, those emptied, or all. */
export const STOCK_FILTERS = ['IN_STOCK', 'OUT'] as const;
export const WAREHOUSE_SORT_FIELDS = ['inAt', 'warehouseInNo', 'position', 'lastOutAt'] as const;

/** The warehouse lists (spec §2.2 /OceanImport/WarehouseManagementList…): entries of the office's jobs of a type. */
export const ZWarehouseStockQuery = ZPageQuery.extend({
  /** The start of a warehouse-in no or of a job no. */
  keyword: text(30).optional(),
  warehouse: queryId.optional(),
  /** The start of a position (a row or bay of the warehouse). */
  position: text(40).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  released: queryFlag.optional(),
  inFrom: calendarDate.optional(),
  inTo: calendarDate.optional(),
  sortField: z.enum(WAREHOUSE_SORT_FIELDS).optional(),
});
export const ZWarehouseStockExportQuery = ZWarehouseStockQuery.omit({ page: true, pageSize: true });

/** An entry of the stock list: the entry with its releases, its job and the names it refers to. */
export const ZWarehouseStockRow = ZWarehouseEntry.extend({
  jobNo: z.string(),
  mblNo: z.string(),
  consigneeName: z.string(),
  /** The job's customs release day, which lets its cargo out as the entry's own flag does. */
  jobCustomsReleaseDate: z.string().nullable(),
});
export type TWarehouseStockRow = z.infer<typeof ZWarehouseStockRow>;

/** The warehouse's "new warehousing" from the list: the office's jobs whose job no or MB/L no starts so. */
export const ZWarehouseJobLookupQuery = z.object({ keyword: text(30).optional() });
export const ZWarehouseJobOption = z.object({
  id: z.number().int(),
  jobNo: z.string(),
  mblNo: z.string(),
  consigneeName: z.string(),
});
export type TWarehouseJobOption = z.infer<typeof ZWarehouseJobOption>;
