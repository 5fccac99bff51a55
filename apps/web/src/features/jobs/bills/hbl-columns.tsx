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

/**
 * A figure column: the stored KGS or CBM, or its LBS or CBF conversion, with the places its kind
 * needs (issue 16: not four everywhere).
 */
const figureColumn = <T extends CargoRow>(
  key: string,
  title: string,
  width: number,
  kind: TQuantityKind,
  stored: (row: T) => string | null,
  convert?: (v: string) => string,
) => ({
  key,
  title,
  width,
  align: 'right' as const,
  render: (_: unknown, row: T) => {
    const value = stored(row);
    if (value === null) return '';
    return convert ? formatConverted(convert(value), kind) : formatQuantity(value, kind);
  },
});

/** The HB/L grid's columns, shared by the B/L tab and the HB/L list: KGS/LBS and CBM/CBF side by side (spec §3, §9). */
export function hblCargoColumns<T extends CargoRow>(t: TFunction<'bills'>, label: HblLabel): TableColumnsType<T> {
  return [
    { key: 'hblNo', dataIndex: 'hblNo', title: label('hblNo'), width: 140 },
    { key: 'jobNo', dataIndex: 'jobNo', title: t('hbl.jobNo'), width: 140 },
    { key: 'consignee', dataIndex: 'consigneeName', title: label('consignee'), ellipsis: true },
    { key: 'packages', dataIndex: 'packages', title: label('packages'), width: 80, align: 'right' },
    figureColumn<T>('weightKg', 'KGS', 100, 'weight', (r) => r.weightKg),
    figureColumn<T>('weightLb', 'LBS', 100, 'weight', (r) => r.weightKg, kgToLb),
    figureColumn<T>('volumeCbm', 'CBM', 90, 'volume', (r) => r.volumeCbm),
    figureColumn<T>('volumeCbf', 'CBF', 100, 'volume', (r) => r.volumeCbm, cbmToCbf),
    { key: 'releaseMode', dataIndex: 'releaseMode', title: label('releaseMode'), width: 110 },
  ];
}
