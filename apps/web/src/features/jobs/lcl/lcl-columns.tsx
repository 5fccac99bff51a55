import { formatQuantity } from '@apex/shared/format';
import type { TLclJob } from '@apex/shared/jobs';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { LabelText } from '../../../i18n/use-label';

/** A sub-job (or candidate) as the LCL tab lists it: job, customer, cargo, HB/L numbers. */
export const lclJobColumns = (t: TFunction<['bills', 'jobCard']>, labelText: LabelText): TableColumnsType<TLclJob> => [
  { key: 'jobNo', dataIndex: 'jobNo', title: t('hbl.jobNo'), width: 150 },
  { key: 'jobMode', dataIndex: 'jobMode', title: t('jobCard:header.jobMode'), width: 70 },
  { key: 'customer', dataIndex: 'customerName', title: labelText('jobs:fields.customer'), ellipsis: true },
  { key: 'packages', dataIndex: 'packages', title: t('hbl.fields.packages'), width: 80, align: 'right' },
  {
    key: 'weightKg',
    dataIndex: 'weightKg',
    title: 'KGS',
    width: 100,
    align: 'right',
    render: (kg: string | null) => formatQuantity(kg, 'weight'),
  },
  {
    key: 'volumeCbm',
    dataIndex: 'volumeCbm',
    title: 'CBM',
    width: 90,
    align: 'right',
    render: (cbm: string | null) => formatQuantity(cbm, 'volume'),
  },
  { key: 'hblNos', dataIndex: 'hblNos', title: t('lcl.hblNos'), render: (nos: string[]) => nos.join(', ') },
];
