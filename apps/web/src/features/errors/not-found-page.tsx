import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../platform/paths';

/** spec §8: unknown routes go to /404. */
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFoundTitle')}
      subTitle={t('notFound')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('common:backHome')}
        </Button>
      }
    />
  );
}
