import type { TGoodsStatusDeskRow } from '@apex/shared/tracking';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { LabelText } from '../../../i18n/use-label';
import { type GoodsStatusLabel, localMomentText } from '../goods-status/goods-status-labels';

/** The desk's columns: the job, where it goes and when, and how far its goods status is. */
export function goodsStatusDeskColumns(labelText: LabelText, label: GoodsStatusLabel, noStep: string) {
  const text = (key: keyof TGoodsStatusDeskRow, title: string, width: number, sorter = false) => ({
    key,
    dataIndex: key,
    title,
    width,
    sorter,
  });
  const columns: ColumnsType<TGoodsStatusDeskRow> = [
    text('jobNo', labelText('jobs:columns.jobNo'), 150, true),
    {
      key: 'currentStep',
      title: label.field('currentStep'),
      width: 160,
      render: (_, r) =>
        r.currentStep ? (
          <Tag color="green">{label.step(r.currentStep)}</Tag>
        ) : (
          <Typography.Text type="secondary">{noStep}</Typography.Text>
        ),
    },
    {
      key: 'currentStepAt',
      title: label.field('currentStepAt'),
      width: 150,
      render: (_, r) => localMomentText(r.currentStepAt),
    },
    text('mblNo', labelText('jobs:columns.mblNo'), 150),
    text('customerName', labelText('jobs:fields.customer'), 200),
    text('pol', labelText('jobs:columns.pol'), 80),
    text('pod', labelText('jobs:columns.pod'), 80),
    text('vessel', labelText('masterData:entities.vessel'), 150),
    text('voyage', labelText('jobs:fields.voyage'), 90),
    text('etd', labelText('jobs:columns.etd'), 100),
    text('eta', labelText('jobs:columns.eta'), 100, true),
  ];
  return columns;
}
