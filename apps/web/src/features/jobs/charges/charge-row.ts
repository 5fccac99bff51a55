import type { TChargeLine, TChargeLineInput, TPaymentTerm, TTaxType } from '@apex/shared/finance';
import type { TChargeUnit } from '@apex/shared/master';
import { editableFigures } from '../cargo-grid/editable-figures';

type Side = TChargeLine['side'];

/** A line of the charges grid: what the user edits, and the saved line it came from. */
export interface ChargeRow {
  /** The row's key in the grid: `line-<id>` for a saved line, its own for a new one. */
  key: string;
  id?: number;
  side: Side;
  hblId: number | null;
  chargeCode: string;
  displayName: string;
  partyId: number | null;
  /** The settlement account as the picker shows it (`CODE · name`) before any search. */
  partyName: string;
  invoiceTitle: string;
  currency: string;
  ppCc: TPaymentTerm;
  unit: TChargeUnit | null;
  num: string;
  price: string;
  /** A line quoted in another currency: its currency and price (the price follows from them). */
  sourceCurrency: string | null;
  sourcePrice: string | null;
  dueDate: string | null;
  agingBeginDate: string | null;
  taxType: TTaxType | null;
  taxRate: string | null;
  branchCompanyId: number | null;
  taxInclusive: boolean;
  notTaxInvoiced: boolean;
  autoInverted: boolean;
  vendorInvoiceNo: string;
  /** The line as saved (null while new): its worked-out figures, invoice, check and locks. */
  saved: TChargeLine | null;
}

let newKeys = 0;
const newKey = () => `new-${++newKeys}`;

/** A line quoted in another currency than it is billed in. */
export const isConverted = (row: Pick<ChargeRow, 'sourceCurrency' | 'currency'>) =>
  row.sourceCurrency !== null && row.sourceCurrency !== '' && row.sourceCurrency !== row.currency;

/** A saved line as the grid edits it: its num without the stored trailing zeros (`2`, not `2.0000`). */
export function chargeRowOf(line: TChargeLine): ChargeRow {
  const converted = line.sourceCurrency !== line.currency;
  return {
    key: `line-${line.id}`,
    id: line.id,
    side: line.side,
    hblId: line.hblId,
    chargeCode: line.chargeCode,
    displayName: line.displayName,
    partyId: line.partyId,
    partyName: `${line.partyCode} · ${line.partyName}`,
    invoiceTitle: line.invoiceTitle,
    currency: line.currency,
    ppCc: line.ppCc,
    unit: line.unit,
    num: editableFigures({ num: line.num }, ['num']).num,
    price: line.price,
    sourceCurrency: converted ? line.sourceCurrency : null,
    sourcePrice: converted ? line.sourcePrice : null,
    dueDate: line.dueDate,
    agingBeginDate: line.agingBeginDate,
    taxType: line.taxType,
    taxRate: line.taxRate,
    branchCompanyId: line.branchCompanyId,
    taxInclusive: line.taxInclusive,
    notTaxInvoiced: line.notTaxInvoiced,
    autoInverted: line.autoInverted,
    vendorInvoiceNo: line.vendorInvoiceNo,
    saved: line,
  };
}

/** A new line of a side, in the office's currency, due on `dueDate`. */
export const newChargeRow = (side: Side, currency: string, dueDate: string): ChargeRow => ({
  key: newKey(),
  side,
  hblId: null,
  chargeCode: '',
  displayName: '',
  partyId: null,
  partyName: '',
  invoiceTitle: '',
  currency,
  ppCc: 'PP',
  unit: null,
  num: '1',
  price: '',
  sourceCurrency: null,
  sourcePrice: null,
  dueDate,
  agingBeginDate: null,
  taxType: null,
  taxRate: null,
  branchCompanyId: null,
  taxInclusive: false,
  notTaxInvoiced: false,
  autoInverted: false,
  vendorInvoiceNo: '',
  saved: null,
});

/** A copy of a line as a new line: none of the original's invoice, check or rates come along. */
export const copyChargeRow = (row: ChargeRow): ChargeRow => {
  const { id: _id, ...rest } = row;
  return { ...rest, key: newKey(), autoInverted: false, vendorInvoiceNo: '', saved: null };
};

/**
 * "Copy as cost" of a charge, or "as charge" of a cost (spec §3 auto inverted flag): the same
 * charge, quantity and price on the other side, marked as made so. The settlement account and the
 * tax are the other side's own (the carrier paid is not the customer billed), so they are left to fill.
 */
export const mirrorChargeRow = (row: ChargeRow): ChargeRow => ({
  ...copyChargeRow(row),
  side: row.side === 'AR' ? 'AP' : 'AR',
  partyId: null,
  partyName: '',
  invoiceTitle: '',
  taxType: null,
  taxRate: null,
  branchCompanyId: null,
  taxInclusive: false,
  autoInverted: true,
});

/**
 * The request's line of a row (ZChargeLineInput): a converted line sends its source price, the
 * server working out its price at the rate table's rate; blanks are sent as nothing, so the
 * shared schema names the missing field under its cell.
 */
export function chargeLineInput(row: ChargeRow): TChargeLineInput {
  const converted = isConverted(row);
  const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    id: row.id,
    side: row.side,
    hblId: row.hblId,
    chargeCode: row.chargeCode,
    displayName: row.displayName,
    partyId: row.partyId as number,
    invoiceTitle: row.invoiceTitle,
    currency: row.currency,
    ppCc: row.ppCc,
    unit: row.unit as TChargeUnit,
    num: row.num,
    price: converted ? null : blankToNull(row.price),
    sourceCurrency: converted ? row.sourceCurrency : null,
    sourcePrice: converted ? blankToNull(row.sourcePrice) : null,
    dueDate: row.dueDate as string,
    agingBeginDate: row.agingBeginDate,
    taxType: row.taxType,
    taxRate: blankToNull(row.taxRate),
    branchCompanyId: row.branchCompanyId,
    taxInclusive: row.taxInclusive,
    notTaxInvoiced: row.notTaxInvoiced,
    autoInverted: row.autoInverted,
    vendorInvoiceNo: row.vendorInvoiceNo,
  };
}
