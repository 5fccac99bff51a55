import { formatConverted, formatQuantity, type TQuantityKind } from '@apex/shared/format';
import { cbmToCbf, kgToLb } from '@apex/shared/jobs';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { HblLabel } from './hbl-labels';

interface CargoRow {
  hblNo: string;
  jobNo: string;
  consigneeName: string;
  packages: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  releaseMode: string;
}

/** A stored figure, or its conversion, with the places its kind needs (issue 16: not four everywhere). */
const figure = (kind: TQuantityKind, value: string | null, convert?: (v: string) => string) =>
  value === null ? '' : convert ? formatConverted(convert(value), kind) : formatQuantity(value, kind);

/** The HB/L grid's columns, shared by the B/L tab and the HB/L list: KGS/LBS and CBM/CBF side by side (spec §3, §9). */
export function hblCargoColumns<T extends CargoRow>(t: TFunction<'bills'>, label: HblLabel): TableColumnsType<T> {
  return [
    { key: 'hblNo', dataIndex: 'hblNo', title: label('hblNo'), width: 140 },
    { key: 'jobNo', dataIndex: 'jobNo', title: t('hbl.jobNo'), width: 140 },
    { key: 'consignee', dataIndex: 'consigneeName', title: label('consignee'), ellipsis: true },
    { key: 'packages', dataIndex: 'packages', title: label('packages'), width: 80, align: 'right' },
    { key: 'weightKg', title: 'KGS', width: 100, align: 'right', render: (_, r) => figure('weight', r.weightKg) },
    {
      key: 'weightLb',
      title: 'LBS',
      width: 100,
      align: 'right',
      render: (_, r) => figure('weight', r.weightKg, kgToLb),
    },
    { key: 'volumeCbm', title: 'CBM', width: 90, align: 'right', render: (_, r) => figure('volume', r.volumeCbm) },
    {
      key: 'volumeCbf',
      title: 'CBF',
      width: 100,
      align: 'right',
      render: (_, r) => figure('volume', r.volumeCbm, cbmToCbf),
    },
    { key: 'releaseMode', dataIndex: 'releaseMode', title: label('releaseMode'), width: 110 },
  ];
}
