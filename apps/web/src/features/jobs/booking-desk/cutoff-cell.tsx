import { localTime } from '@apex/shared/format';
import { cutoffUrgency } from '@apex/shared/movement';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { past: 'error', soon: 'warning' } as const;

/** A cut-off, amber within 48 hours and red once past (issue 19), the reason on hover. */
export function CutoffCell({ at, now }: { at: string | null; now: Date }) {
  const { t } = useTranslation('desks');
  const urgency = cutoffUrgency(at, now);
  const text = localTime(at, 'YYYY-MM-DD HH:mm');
  if (!urgency) return text;
  return (
    <Tag color={COLOURS[urgency]} title={t(`booking.urgency.${urgency}`)}>
      {text}
    </Tag>
  );
}
