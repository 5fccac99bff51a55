import { CheckOutlined } from '@ant-design/icons';
import { formatQuantity, localTime } from '@apex/shared/format';
import { stockOf, type TStockState, type TWarehouseEntry, type TWarehouseStockRow } from '@apex/shared/movement';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fieldColumn } from '../../../kit/list/field-column';
import type { WarehouseField, WarehouseLabel } from './warehouse-labels';

const STOCK_COLOURS: Record<TStockState, string> = { IN_STOCK: 'blue', PARTLY_OUT: 'gold', OUT: 'default' };

function StockTag({ state, label }: { state: TStockState; label: WarehouseLabel }) {
  return <Tag color={STOCK_COLOURS[state]}>{label.stockState(state)}</Tag>;
}

const check = (on: boolean) => (on ? <CheckOutlined style={{ color: '#52c41a' }} /> : null);

/**
 * An entry's columns (spec §3 Warehouse entry) for the warehouse tab and the warehouse lists; the
 * lists add the job's. `released` says whether customs released the entry's cargo, by its own flag
 * or its job's release date.
 */
export function warehouseColumns<T extends TWarehouseEntry>(
  label: WarehouseLabel,
  { released, job = [] }: { released: (row: T) => boolean; job?: ColumnsType<T> },
): ColumnsType<T> {
  const text = fieldColumn<WarehouseField & keyof T>(label.field);
  const flag = (key: WarehouseField, width: number, on: (row: T) => boolean) => ({
    key,
    title: label.field(key),
    width,
    align: 'center' as const,
    render: (_: unknown, row: T) => check(on(row)),
  });
  return [
    { ...text('warehouseInNo', 150), sorter: job.length > 0 },
    ...job,
    // The stock state early, so it is in view before the list scrolls sideways.
    {
      key: 'stockState',
      title: label.field('stockState'),
      width: 120,
      render: (_, r) => <StockTag state={r.stockState} label={label} />,
    },
    { ...text('position', 90), sorter: job.length > 0 },
    {
      key: 'inAt',
      title: label.field('inAt'),
      width: 150,
      sorter: job.length > 0,
      render: (_, row) => localTime(row.inAt, 'YYYY-MM-DD HH:mm'),
    },
    ...cargoColumns<T>(label),
    {
      key: 'outPackages',
      title: label.field('outPackages'),
      width: 80,
      align: 'right',
      render: (_, r) => r.outPackages,
    },
    {
      key: 'stockPackages',
      title: label.field('stockPackages'),
      width: 90,
      align: 'right',
      render: (_, r) => stockOf(r).packages,
    },
    {
      key: 'lastOutAt',
      title: label.field('outAt'),
      width: 150,
      sorter: job.length > 0,
      render: (_, r) => localTime(r.lastOutAt, 'YYYY-MM-DD HH:mm'),
    },
    { key: 'warehouse', dataIndex: 'warehouseName', title: label.field('warehouse'), width: 180 },
    flag('customsInspection', 90, (r) => r.customsInspection),
    flag('customsReleased', 90, released),
    flag('allowOut', 80, (r) => r.allowOut),
    flag('outboundConfirmed', 100, (r) => r.outboundConfirmed),
    {
      key: 'damageCount',
      title: label.field('damageCount'),
      width: 80,
      align: 'right',
      render: (_, r) => r.damageCount,
    },
    text('devanningBillNo', 130),
    text('ladingCompany', 150),
    text('marks', 150),
  ];
}

/** What came in or went out: packages, weight and volume, as people read them. */
export const cargoColumns = <T extends { packages: number; weightKg: string | null; volumeCbm: string | null }>(
  label: WarehouseLabel,
): ColumnsType<T> => [
  { key: 'packages', title: label.field('packages'), width: 80, align: 'right', render: (_, r) => r.packages },
  {
    key: 'weightKg',
    title: label.field('weightKg'),
    width: 110,
    align: 'right',
    render: (_, r) => formatQuantity(r.weightKg, 'weight'),
  },
  {
    key: 'volumeCbm',
    title: label.field('volumeCbm'),
    width: 100,
    align: 'right',
    render: (_, r) => formatQuantity(r.volumeCbm, 'volume'),
  },
];

/** The lists' columns of the entry's job. */
export const jobColumns = (label: WarehouseLabel): ColumnsType<TWarehouseStockRow> => [
  { key: 'jobNo', dataIndex: 'jobNo', title: label.field('jobNo'), width: 150 },
  { key: 'mblNo', dataIndex: 'mblNo', title: label.field('mblNo'), width: 150 },
  { key: 'consigneeName', dataIndex: 'consigneeName', title: label.field('consignee'), width: 200 },
];
