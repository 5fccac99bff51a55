import { z } from 'zod';
import { cargoCode, cargoCount, cargoMoney, cargoQuantity, cargoRate, cargoText, ZPartVersion } from './cargo-fields';

/** spec §3 Goods line, as the goods tab edits it; the amount is price × qty, worked out, never typed. */
const ZGoodsLine = z.object({
  itemNo: cargoText(40),
  /** A code of the HS table (chapter, heading or subheading); the server checks it exists. */
  hsCode: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4}|\d{6})?$/)
    .default(''),
  name: cargoText(200),
  unit: cargoCode(20),
  price: cargoMoney.default(null),
  qty: cargoQuantity.default(null),
  currency: cargoCode(3),
  exchangeRate: cargoRate.default(null),
  paymentTerm: cargoText(60),
  netWeightKg: cargoQuantity.default(null),
  pieces: cargoCount.default(null),
  packageType: cargoCode(20),
  grossWeightKg: cargoQuantity.default(null),
  volumeCbm: cargoQuantity.default(null),
  marks: cargoText(1000),
  remark: cargoText(1000),
  /** The units the packing list counts this line in (cartons, pallets …). */
  packingListUnits: cargoText(40),
});

export const ZSaveGoodsRequest = z.object({ version: ZPartVersion, lines: z.array(ZGoodsLine).max(500) });

const nullableText = z.string().nullable();
/** A saved goods line as answered (plain values: a response is never transformed). */
const ZGoods = z.object({
  itemNo: z.string(),
  hsCode: z.string(),
  hsDescription: z.string(),
  name: z.string(),
  unit: z.string(),
  price: nullableText,
  qty: nullableText,
  amount: nullableText,
  currency: z.string(),
  exchangeRate: nullableText,
  paymentTerm: z.string(),
  netWeightKg: nullableText,
  pieces: z.number().int().nullable(),
  packageType: z.string(),
  grossWeightKg: nullableText,
  volumeCbm: nullableText,
  marks: z.string(),
  remark: z.string(),
  packingListUnits: z.string(),
});
export type TGoods = z.infer<typeof ZGoods>;

export const ZGoodsList = z.object({ jobId: z.number().int(), version: z.number().int(), lines: z.array(ZGoods) });
export type TGoodsList = z.infer<typeof ZGoodsList>;
