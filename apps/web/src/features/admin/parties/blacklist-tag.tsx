import { Tag, Tooltip } from 'antd';
import { useLabel } from '../../../i18n/use-label';

/** spec §6: a blacklisted party is flagged wherever it shows; the reason on hover. */
export function BlacklistTag({ reason }: { reason: string }) {
  const labelText = useLabel();
  return (
    <Tooltip title={reason}>
      <Tag color="error">{labelText('general:columns.blacklisted')}</Tag>
    </Tooltip>
  );
}
