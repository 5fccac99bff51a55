import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** spec §6: a blacklisted party is flagged wherever it shows; the reason on hover. */
export function BlacklistTag({ reason }: { reason: string }) {
  const { t } = useTranslation('parties');
  return (
    <Tooltip title={reason}>
      <Tag color="error">{t('blacklisted')}</Tag>
    </Tooltip>
  );
}
