import type { TGoodsLineRow } from '@apex/shared/jobs';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

/** The goods list's columns; `sorter` on those the server sorts by (ZGoodsLineListQuery's sortField). */
export const goodsListColumns = (t: TFunction<'cargo'>): TableColumnType<TGoodsLineRow>[] => [
  { key: 'jobNo', dataIndex: 'jobNo', title: t('goodsList.jobNo'), width: 150, sorter: true },
  { key: 'hsCode', dataIndex: 'hsCode', title: t('goods.hsCode'), width: 90, sorter: true },
  { key: 'name', dataIndex: 'name', title: t('goods.name'), width: 200 },
  { key: 'qty', dataIndex: 'qty', title: t('goods.qty'), width: 90, align: 'right' },
  { key: 'unit', dataIndex: 'unit', title: t('goods.unit'), width: 60 },
  { key: 'grossWeightKg', dataIndex: 'grossWeightKg', title: t('goods.grossWeightKg'), width: 140, align: 'right' },
  { key: 'volumeCbm', dataIndex: 'volumeCbm', title: t('goods.volumeCbm'), width: 100, align: 'right' },
  { key: 'customerName', dataIndex: 'customerName', title: t('goodsList.customer'), width: 200 },
  { key: 'etd', dataIndex: 'etd', title: t('goodsList.etd'), width: 100, sorter: true },
  { key: 'eta', dataIndex: 'eta', title: t('goodsList.eta'), width: 100, sorter: true },
];
