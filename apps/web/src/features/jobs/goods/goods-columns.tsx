import { cargoMeasures, goodsAmount, type TGoods } from '@apex/shared/jobs';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { HsCodePicker } from '../../admin/hs-codes/hs-code-picker';
import type { GridColumn } from '../cargo-grid/cargo-grid';
import { CodeSelect, countCell, textCell } from '../cargo-grid/cell-inputs';
import { CurrencySelect } from './currency-select';

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
type TextKey = { [K in keyof GoodsRow]: GoodsRow[K] extends string | null ? K : never }[keyof GoodsRow];

const text =
  (key: TextKey & string, width: number) =>
  (t: TFunction<'cargo'>): Column => ({
    key,
    title: t(`goods.${key}` as never),
    width,
    cell: (row, set, status) => textCell(row[key] as string | null, set as (v: string) => void, status),
  });

/** spec §3 Goods line, in the order of a commercial invoice: item, tariff, price, weights, marks. */
export function goodsColumns(t: TFunction<'cargo'>): Column[] {
  return [
    text('itemNo', 90)(t),
    {
      key: 'hsCode',
      title: t('goods.hsCode'),
      width: 220,
      cell: (row, set, status) => (
        <HsCodePicker
          size="small"
          status={status}
          style={{ width: '100%' }}
          popupMatchSelectWidth={false}
          value={row.hsCode || undefined}
          placeholder={row.hsDescription}
          onChange={(code) => set(code ?? '')}
        />
      ),
    },
    ...[text('name', 160), text('unit', 70), text('price', 90), text('qty', 90)].map((c) => c(t)),
    {
      key: 'currency',
      title: t('goods.currency'),
      width: 90,
      cell: (row, set, status) => <CurrencySelect value={row.currency} onChange={set} status={status} />,
    },
    ...[text('exchangeRate', 100), text('paymentTerm', 100), text('netWeightKg', 100)].map((c) => c(t)),
    {
      key: 'pieces',
      title: t('goods.pieces'),
      width: 80,
      cell: (row, set, status) => countCell(row.pieces, set as (v: number | null) => void, status),
    },
    {
      key: 'packageType',
      title: t('goods.packageType'),
      width: 110,
      cell: (row, set, status) => (
        <CodeSelect codeType="PACKAGE_TYPE" value={row.packageType} onChange={set} status={status} />
      ),
    },
    ...[text('grossWeightKg', 100), text('volumeCbm', 90), text('marks', 120), text('remark', 120)].map((c) => c(t)),
    text('packingListUnits', 100)(t),
  ];
}

/**
 * Worked out as the user types: the amount, LB, CBF and the chargeable weight (spec §9, 4 decimals);
 * a cell that is not a number yet leaves its figure blank.
 */
export function goodsFigureColumns(t: TFunction<'cargo'>): TableColumnType<GoodsRow & { index: number }>[] {
  const figure = (value: string | null) => value ?? '—';
  return [
    { key: 'amount', title: t('goods.amount'), width: 100, render: (_, r) => figure(goodsAmount(r.price, r.qty)) },
    {
      key: 'lb',
      title: t('goods.lb'),
      width: 100,
      render: (_, r) => figure(cargoMeasures(r.grossWeightKg, r.volumeCbm).lb),
    },
    {
      key: 'cbf',
      title: t('goods.cbf'),
      width: 100,
      render: (_, r) => figure(cargoMeasures(r.grossWeightKg, r.volumeCbm).cbf),
    },
    {
      key: 'chargeable',
      title: t('goods.chargeable'),
      width: 110,
      render: (_, r) => figure(cargoMeasures(r.grossWeightKg, r.volumeCbm).chargeableKg),
    },
  ];
}
