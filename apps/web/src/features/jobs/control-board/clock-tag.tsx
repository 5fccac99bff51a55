import { formatMoney } from '@apex/shared/format';
import { freeTimeUrgency, type TContainerClocks, type TFreeTimeClock } from '@apex/shared/movement';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { past: 'error', soon: 'warning' } as const;

/**
 * One free-time clock (issue 20): its last free date, the days left or over while it runs, what it
 * charged once stopped, and the projected charge; red past the free time, amber on its last days.
 */
function ClockTag({
  clock,
  kind,
  prefix,
}: {
  clock: TFreeTimeClock;
  kind: 'demurrage' | 'detention';
  prefix?: string;
}) {
  const { t } = useTranslation('desks');
  const urgency = clock.daysLeft === null ? (clock.past ? 'past' : null) : freeTimeUrgency(clock.daysLeft);
  const state =
    clock.daysLeft === null
      ? `${t('board.stopped')}, ${clock.past ? t('board.charged', { count: clock.chargeDays }) : t('board.withinFreeTime')}`
      : clock.daysLeft < 0
        ? t('board.overdue', { count: -clock.daysLeft })
        : t('board.daysLeft', { count: clock.daysLeft });
  const charge =
    clock.past && clock.projectedCharge ? ` · ${clock.currency} ${formatMoney(clock.projectedCharge)}` : '';
  return (
    <Tag color={urgency ? COLOURS[urgency] : 'default'} data-testid={`clock-${kind}`}>
      {prefix ? `${prefix} ` : ''}
      {t(kind === 'demurrage' ? 'board.demurrageShort' : 'board.detentionShort')} {clock.lastFreeDate} · {state}
      {charge}
    </Tag>
  );
}

/** A container's clocks that exist, demurrage first. */
export function ContainerClockTags({ clocks, prefix }: { clocks: TContainerClocks; prefix?: string }) {
  return (
    <Flex vertical gap={2}>
      {clocks.demurrage && <ClockTag clock={clocks.demurrage} kind="demurrage" prefix={prefix} />}
      {clocks.detention && <ClockTag clock={clocks.detention} kind="detention" prefix={prefix} />}
    </Flex>
  );
}
