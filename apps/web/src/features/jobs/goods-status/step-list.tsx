import { NORMAL_STEPS, type TGoodsStatusEntry, type TGoodsStatusStep } from '@apex/shared/tracking';
import { Button, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntryFacts } from './entry-facts';
import { useGoodsStatusLabel } from './goods-status-labels';

interface StepListProps {
  /** The entries in force of the sequence shown (the job's, or one house bill's). */
  inForce: TGoodsStatusEntry[];
  canEdit: boolean;
  onRecord: (step: TGoodsStatusStep, correct: boolean) => void;
  onUndo: (entry: TGoodsStatusEntry) => void;
}

/** spec §4's 21 steps top to bottom, each with its entry (date, place, source, who) or "not yet". */
export function StepList({ inForce, canEdit, onRecord, onUndo }: StepListProps) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  return (
    <Timeline
      items={NORMAL_STEPS.map((step, at) => {
        const entry = inForce.find((e) => e.step === step);
        return {
          key: step,
          color: entry ? 'green' : 'gray',
          content: (
            <Flex justify="space-between" align="start" gap={8} data-step={step}>
              <Flex wrap gap={12} align="baseline">
                <Typography.Text strong={Boolean(entry)} type={entry ? undefined : 'secondary'}>
                  {`${at + 1}. ${label.step(step)}`}
                </Typography.Text>
                {entry ? (
                  <EntryFacts entry={entry} />
                ) : (
                  <Typography.Text type="secondary">{t('tab.notYet')}</Typography.Text>
                )}
              </Flex>
              {canEdit && (
                <Flex gap={4}>
                  <Button size="small" type="link" onClick={() => onRecord(step, Boolean(entry))}>
                    {entry ? t('actions.correct') : t('actions.record')}
                  </Button>
                  {entry && (
                    <Button size="small" type="link" danger onClick={() => onUndo(entry)}>
                      {t('actions.undo')}
                    </Button>
                  )}
                </Flex>
              )}
            </Flex>
          ),
        };
      })}
    />
  );
}
