import { formatConverted, type TQuantityKind } from '@apex/shared/format';
import { cargoMeasures, goodsAmount, type TGoods } from '@apex/shared/jobs';
import { type TableColumnType, Tooltip } from 'antd';
import { HsCodePicker } from '../../admin/hs-codes/hs-code-picker';
import type { GridColumn } from '../cargo-grid/cargo-grid';
import { CodeSelect, countCell, textCell } from '../cargo-grid/cell-inputs';
import { CurrencySelect } from './currency-select';
import type { GoodsLabel } from './goods-labels';

export type GoodsRow = Omit<TGoods, 'amount'>;

export const newGoodsLine = (): GoodsRow => ({
  itemNo: '',
  hsCode: '',
  hsDescription: '',
  name: '',
  unit: '',
  price: null,
  qty: null,
  currency: '',
  exchangeRate: null,
  paymentTerm: '',
  netWeightKg: null,
  pieces: null,
  packageType: '',
  grossWeightKg: null,
  volumeCbm: null,
  marks: '',
  remark: '',
  packingListUnits: '',
});

type Column = GridColumn<GoodsRow>;

/** Wide enough to tell codes apart, narrow enough to fit a 1366 px window wherever the cell is. */
const HS_LIST_WIDTH = 480;
type TextKey = { [K in keyof GoodsRow]: GoodsRow[K] extends string | null ? K : never }[keyof GoodsRow];

const text =
  (key: TextKey & Parameters<GoodsLabel>[0], width: number) =>
  (label: GoodsLabel): Column => ({
    key,
    title: label(key),
    width,
    cell: (row, set, status) => textCell(row[key] as string | null, set as (v: string) => void, status),
  });

/** spec §3 Goods line, in the order of a commercial invoice: item, tariff, price, weights, marks. */
export function goodsColumns(label: GoodsLabel): Column[] {
  return [
    text('itemNo', 90)(label),
    {
      key: 'hsCode',
      title: label('hsCode'),
      width: 220,
      cell: (row, set, status) => (
        <Tooltip title={row.hsDescription || undefined} placement="topLeft">
          <HsCodePicker
            size="small"
            status={status}
            style={{ width: '100%' }}
            popupMatchSelectWidth={HS_LIST_WIDTH}
            value={row.hsCode || undefined}
            placeholder={row.hsDescription}
            onChange={(code) => set(code ?? '')}
          />
        </Tooltip>
      ),
    },
    ...[text('name', 160), text('unit', 70), text('price', 90), text('qty', 90)].map((c) => c(label)),
    {
      key: 'currency',
      title: label('currency'),
      width: 90,
      cell: (row, set, status) => <CurrencySelect value={row.currency} onChange={set} status={status} />,
    },
    ...[text('exchangeRate', 100), text('paymentTerm', 100), text('netWeightKg', 100)].map((c) => c(label)),
    {
      key: 'pieces',
      title: label('pieces'),
      width: 80,
      cell: (row, set, status) => countCell(row.pieces, set as (v: number | null) => void, status),
    },
    {
      key: 'packageType',
      title: label('packageType'),
      width: 110,
      cell: (row, set, status) => (
        <CodeSelect codeType="PACKAGE_TYPE" value={row.packageType} onChange={set} status={status} />
      ),
    },
    ...[text('grossWeightKg', 100), text('volumeCbm', 90), text('marks', 120), text('remark', 120)].map((c) =>
      c(label),
    ),
    text('packingListUnits', 100)(label),
  ];
}

/**
 * Worked out as the user types: the amount, LB, CBF and the chargeable weight (spec §9, rounded to
 * their kind's places by `formatConverted`); a cell that is not a number yet leaves its figure blank.
 */
export function goodsFigureColumns(label: GoodsLabel): TableColumnType<GoodsRow & { index: number }>[] {
  const measure = (key: 'lb' | 'cbf' | 'chargeable', kind: TQuantityKind, width: number) => ({
    key,
    title: label(key),
    width,
    align: 'right' as const,
    render: (_: unknown, r: GoodsRow) => {
      const measures = cargoMeasures(r.grossWeightKg, r.volumeCbm);
      return formatConverted(key === 'chargeable' ? measures.chargeableKg : measures[key], kind) || '—';
    },
  });
  return [
    { key: 'amount', title: label('amount'), width: 100, render: (_, r) => goodsAmount(r.price, r.qty) ?? '—' },
    measure('lb', 'weight', 100),
    measure('cbf', 'volume', 100),
    measure('chargeable', 'weight', 110),
  ];
}
