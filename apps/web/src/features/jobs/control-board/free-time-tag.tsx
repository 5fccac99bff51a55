import { daysLeft, freeTimeUrgency } from '@apex/shared/movement';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { past: 'error', soon: 'warning' } as const;

/** A last free date and the days of free time left, red once past and amber on its last days (issue 19). */
export function FreeTimeTag({ date, today, prefix }: { date: string | null; today: string; prefix?: string }) {
  const { t } = useTranslation('desks');
  if (!date) return null;
  const days = daysLeft(date, today);
  const urgency = freeTimeUrgency(days);
  const left = days < 0 ? t('board.overdue', { count: -days }) : t('board.daysLeft', { count: days });
  return (
    <Tag color={urgency ? COLOURS[urgency] : 'default'} title={date}>
      {prefix ? `${prefix} ` : ''}
      {date} · {left}
    </Tag>
  );
}
