import type { TLclJob } from '@apex/shared/jobs';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** A sub-job (or candidate) as the LCL tab lists it: job, customer, cargo, HB/L numbers. */
export const lclJobColumns = (t: TFunction<'bills'>): TableColumnsType<TLclJob> => [
  { key: 'jobNo', dataIndex: 'jobNo', title: t('hbl.jobNo'), width: 150 },
  { key: 'jobMode', dataIndex: 'jobMode', title: t('lcl.mode'), width: 70 },
  { key: 'customer', dataIndex: 'customerName', title: t('lcl.customer'), ellipsis: true },
  { key: 'packages', dataIndex: 'packages', title: t('hbl.fields.packages'), width: 80, align: 'right' },
  { key: 'weightKg', dataIndex: 'weightKg', title: 'KGS', width: 100, align: 'right' },
  { key: 'volumeCbm', dataIndex: 'volumeCbm', title: 'CBM', width: 90, align: 'right' },
  { key: 'hblNos', dataIndex: 'hblNos', title: t('lcl.hblNos'), render: (nos: string[]) => nos.join(', ') },
];
