import type { TGoodsStatusEntry } from '@apex/shared/tracking';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntryFacts } from './entry-facts';
import { localMomentText, useGoodsStatusLabel } from './goods-status-labels';

/** The entries taken back or replaced by a correction, newest first: who, when and why (issue 20: undo is audited). */
export function EntryHistory({ entries }: { entries: TGoodsStatusEntry[] }) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tab.noHistory')} />;
  return (
    <Timeline
      items={[...entries].reverse().map((entry) => ({
        key: entry.id,
        color: 'red',
        content: (
          <>
            <Typography.Text delete>{label.step(entry.step)}</Typography.Text> <EntryFacts entry={entry} />
            <div>
              <Typography.Text type="secondary">
                {t(entry.replacedBy ? 'tab.replaced' : 'tab.undone', {
                  who: entry.undoneBy,
                  at: localMomentText(entry.undoneAt),
                  reason: entry.undoReason,
                })}
              </Typography.Text>
            </div>
          </>
        ),
      }))}
    />
  );
}
