import { PAYMENT_TERM_CODES, TAX_TYPE_CODES, TAX_TYPES, type TTaxType } from '@apex/shared/finance';
import { quantityText } from '@apex/shared/format';
import {
  CHARGE_SIDE_LABELS,
  CHARGE_SIDES,
  CHARGE_UNIT_LABELS,
  CHARGE_UNITS,
  type TChargeCode,
} from '@apex/shared/master';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { LabelText } from '../../../i18n/use-label';
import { labelledOptions } from '../../../kit/labelled-options';
import { PartySelect } from '../../admin/parties/party-select';
import { MoneyText } from '../../finance/money-column';
import { partyValue } from '../bills/party-value';
import type { FigureColumn, GridColumn } from '../cargo-grid/cargo-grid';
import { dayCell, textCell } from '../cargo-grid/cell-inputs';
import { CurrencySelect } from '../goods/currency-select';
import { checkCell, codeSelect, numberCell, type Option } from './charge-cells';
import { chargeCodePatch, taxTypePatch } from './charge-defaults';
import type { FigureField } from './charge-figure-columns';
import type { ChargeField, ChargeLabel } from './charge-labels';
import { type ChargeRow, isConverted } from './charge-row';

type Column = GridColumn<ChargeRow>;

interface ChargeColumnContext {
  label: ChargeLabel;
  labelText: LabelText;
  /** The enabled charge codes of the job's type (spec §5). */
  codes: readonly TChargeCode[];
  /** A charge code's name in the user's language. */
  codeName: (code: TChargeCode) => string;
  hbls: Option<number>[];
  branches: Option<number>[];
  /** Changes several cells of a row at once (a code's defaults). */
  patch: (row: ChargeRow, patch: Partial<ChargeRow>) => void;
}

/** Columns shown only with "all fields": those a line mostly leaves at their default. */
export const DETAIL_FIELDS: ReadonlySet<string> = new Set([
  'hblId',
  'exchangeRate',
  'taxAmount',
  'clearedAmount',
  'branchCompanyId',
  'taxInclusive',
  'notTaxInvoiced',
  'agingBeginDate',
  'invoiceTitle',
  'sourceCurrency',
  'sourcePrice',
  'vendorInvoiceNo',
]);

const yes = (on: boolean) => (on ? '✓' : '');

/**
 * The charges grid's columns (spec §3 Charge/cost), in the order finance reads a line: side, charge,
 * settlement account, money with its amount and local amount beside it, tax, dates, then the rest
 * and the line's invoice. Each typed one has the text a read-only line shows instead of its input.
 */
export function chargeColumns(
  ctx: ChargeColumnContext,
  figures: Record<FigureField, FigureColumn<ChargeRow>>,
  allFields: boolean,
): (Column | FigureColumn<ChargeRow>)[] {
  const { label, labelText, codes, codeName } = ctx;
  const sides = labelledOptions(CHARGE_SIDES, CHARGE_SIDE_LABELS, labelText);
  const units = labelledOptions(CHARGE_UNITS, CHARGE_UNIT_LABELS, labelText);
  const terms = PAYMENT_TERM_CODES.map((value) => ({ value, label: value }));
  const taxTypes = labelledOptions(TAX_TYPE_CODES, TAX_TYPES, labelText);
  const codeOptions = codes.map((c) => ({ value: c.code, label: `${c.code} ${codeName(c)}` }));
  const column = (
    key: ChargeField & keyof ChargeRow,
    width: number,
    cell: Column['cell'],
    view: (row: ChargeRow) => ReactNode,
  ): Column => ({ key, title: label(key), width, cell, view });
  const text = (key: 'displayName' | 'invoiceTitle' | 'vendorInvoiceNo', width: number) =>
    column(
      key,
      width,
      (row, set, status) => textCell(row[key], set as (v: string) => void, status),
      (row) => row[key],
    );
  const day = (key: 'dueDate' | 'agingBeginDate') =>
    column(
      key,
      130,
      (row, set, status) => dayCell(row[key], set as (v: string | null) => void, status),
      (row) => row[key],
    );
  const nameOf = <V,>(options: Option<V>[], value: V | null) => options.find((o) => o.value === value)?.label ?? '';

  const columns = [
    column(
      'side',
      80,
      (row, set, status) => codeSelect(row.side, sides, (v) => v && set(v), status, { showCode: true }),
      (row) => <Tag color={row.side === 'AR' ? 'blue' : 'purple'}>{row.side}</Tag>,
    ),
    column(
      'chargeCode',
      100,
      (row, _set, status) =>
        codeSelect(
          row.chargeCode,
          codeOptions,
          (value) => {
            const code = codes.find((c) => c.code === value);
            if (code) ctx.patch(row, chargeCodePatch(row, code, codeName));
          },
          status,
          { showCode: true },
        ),
      (row) => row.chargeCode,
    ),
    text('displayName', 130),
    column(
      'partyId',
      160,
      (row, _set, status) => (
        <PartySelect
          size="small"
          status={status}
          role={row.side === 'AR' ? 'CUSTOMER' : undefined}
          value={row.partyId ?? undefined}
          selected={partyValue(row.partyId, row.partyName)}
          style={{ width: '100%' }}
          onChange={(id, option) =>
            ctx.patch(row, {
              partyId: id ?? null,
              partyName: option && !Array.isArray(option) ? option.label : '',
            })
          }
        />
      ),
      (row) => row.partyName,
    ),
    column(
      'hblId',
      110,
      (row, set, status) =>
        codeSelect(row.hblId, ctx.hbls, set as (v: number | null) => void, status, { clearable: true }),
      (row) => row.saved?.hblNo,
    ),
    column(
      'currency',
      88,
      (row, set, status) => (
        <CurrencySelect value={row.currency} onChange={set as (v: string) => void} status={status} />
      ),
      (row) => row.currency,
    ),
    column(
      'ppCc',
      72,
      (row, set, status) => codeSelect(row.ppCc, terms, (v) => v && set(v), status, { showCode: true }),
      (row) => row.ppCc,
    ),
    column(
      'unit',
      92,
      (row, set, status) => codeSelect(row.unit, units, set as (v: string | null) => void, status, { showCode: true }),
      (row) => row.unit,
    ),
    column('num', 70, numberCell('num', 4), (row) => quantityText(row.num)),
    column(
      'price',
      90,
      // A converted line's price follows from its source price: it is shown, not typed.
      (row, set, status) =>
        isConverted(row) ? <MoneyText amount={row.saved?.price} /> : numberCell('price', 2)(row, set, status),
      (row) => <MoneyText amount={row.price} />,
    ),
    figures.amount,
    figures.exchangeRate,
    figures.localAmount,
    column(
      'taxType',
      130,
      (row, _set, status) =>
        codeSelect<TTaxType>(
          row.taxType,
          taxTypes,
          (taxType) =>
            ctx.patch(
              row,
              taxTypePatch(row, taxType, {
                codeRate: codes.find((c) => c.code === row.chargeCode)?.defaultTaxRate ?? null,
                branchCompanyIds: ctx.branches.map((b) => b.value),
              }),
            ),
          status,
          { clearable: true },
        ),
      (row) => (row.taxType ? nameOf(taxTypes, row.taxType) : ''),
    ),
    column('taxRate', 75, numberCell('taxRate', 2, { max: 100 }), (row) => row.taxRate),
    figures.taxAmount,
    column(
      'branchCompanyId',
      150,
      (row, set, status) =>
        codeSelect(row.branchCompanyId, ctx.branches, set as (v: number | null) => void, status, {
          clearable: true,
        }),
      (row) => nameOf(ctx.branches, row.branchCompanyId),
    ),
    column('taxInclusive', 70, checkCell('taxInclusive'), (row) => yes(row.taxInclusive)),
    column('notTaxInvoiced', 70, checkCell('notTaxInvoiced'), (row) => yes(row.notTaxInvoiced)),
    day('dueDate'),
    day('agingBeginDate'),
    text('invoiceTitle', 160),
    column(
      'sourceCurrency',
      85,
      (row, set, status) => (
        <CurrencySelect value={row.sourceCurrency ?? ''} onChange={(v) => set(v || null)} status={status} />
      ),
      (row) => (isConverted(row) ? row.sourceCurrency : ''),
    ),
    column('sourcePrice', 100, numberCell('sourcePrice', 2), (row) => <MoneyText amount={row.sourcePrice} />),
    text('vendorInvoiceNo', 130),
    figures.invoiceNo,
    figures.clearedAmount,
  ];
  return allFields ? columns : columns.filter((c) => !DETAIL_FIELDS.has(c.key));
}
