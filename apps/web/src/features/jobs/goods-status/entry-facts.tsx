import type { TGoodsStatusEntry } from '@apex/shared/tracking';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localMomentText, useGoodsStatusLabel } from './goods-status-labels';

/** What an entry says on one line: when, where, from what, who recorded it, and why it was corrected. */
export function EntryFacts({ entry }: { entry: TGoodsStatusEntry }) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  return (
    <Space size={[8, 0]} wrap>
      <Typography.Text strong>{localMomentText(entry.occurredAt)}</Typography.Text>
      {entry.place && <Typography.Text>{entry.place}</Typography.Text>}
      <Tag color={entry.source === 'user' ? 'default' : 'blue'}>{label.source(entry.source)}</Tag>
      <Typography.Text type="secondary">{t('tab.by', { who: entry.recordedBy })}</Typography.Text>
      {entry.correctionReason && (
        <Typography.Text type="warning">{t('tab.corrected', { reason: entry.correctionReason })}</Typography.Text>
      )}
      {entry.remark && <Typography.Text type="secondary">{entry.remark}</Typography.Text>}
    </Space>
  );
}
