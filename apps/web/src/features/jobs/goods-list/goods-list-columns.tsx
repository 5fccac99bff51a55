import type { TGoodsLineRow } from '@apex/shared/jobs';
import type { TableColumnType } from 'antd';
import type { LabelText } from '../../../i18n/use-label';
import type { GoodsLabel } from '../goods/goods-labels';

/** The goods list's columns; `sorter` on those the server sorts by (ZGoodsLineListQuery's sortField). */
export const goodsListColumns = (label: GoodsLabel, labelText: LabelText): TableColumnType<TGoodsLineRow>[] => [
  { key: 'jobNo', dataIndex: 'jobNo', title: labelText('jobs:columns.jobNo'), width: 150, sorter: true },
  { key: 'hsCode', dataIndex: 'hsCode', title: label('hsCode'), width: 90, sorter: true },
  { key: 'name', dataIndex: 'name', title: label('name'), width: 200 },
  { key: 'qty', dataIndex: 'qty', title: label('qty'), width: 90, align: 'right' },
  { key: 'unit', dataIndex: 'unit', title: label('unit'), width: 60 },
  { key: 'grossWeightKg', dataIndex: 'grossWeightKg', title: label('grossWeightKg'), width: 140, align: 'right' },
  { key: 'volumeCbm', dataIndex: 'volumeCbm', title: label('volumeCbm'), width: 100, align: 'right' },
  { key: 'customerName', dataIndex: 'customerName', title: labelText('masterData:partyRoles.CUSTOMER'), width: 200 },
  { key: 'etd', dataIndex: 'etd', title: labelText('jobs:columns.etd'), width: 100, sorter: true },
  { key: 'eta', dataIndex: 'eta', title: labelText('jobs:columns.eta'), width: 100, sorter: true },
];
