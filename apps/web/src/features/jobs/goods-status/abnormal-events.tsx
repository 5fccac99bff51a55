import type { TGoodsStatusEntry } from '@apex/shared/tracking';
import { Button, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntryFacts } from './entry-facts';
import { useGoodsStatusLabel } from './goods-status-labels';

interface AbnormalEventsProps {
  events: TGoodsStatusEntry[];
  canEdit: boolean;
  onUndo: (entry: TGoodsStatusEntry) => void;
}

/** spec §4's abnormal events in force, apart from the steps, newest first. */
export function AbnormalEvents({ events, canEdit, onUndo }: AbnormalEventsProps) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tab.noAbnormal')} />;
  return (
    <List
      size="small"
      dataSource={[...events].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))}
      renderItem={(entry) => (
        <List.Item
          actions={
            canEdit
              ? [
                  <Button key="undo" size="small" type="link" danger onClick={() => onUndo(entry)}>
                    {t('actions.undo')}
                  </Button>,
                ]
              : []
          }
        >
          <Flex vertical gap={2}>
            <Typography.Text strong type="danger">
              {label.step(entry.step)}
            </Typography.Text>
            <EntryFacts entry={entry} />
          </Flex>
        </List.Item>
      )}
    />
  );
}
