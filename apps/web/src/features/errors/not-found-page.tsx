import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../platform/paths';
import { usePageTitle } from '../shell/use-page-title';

/** spec §8: unknown routes go to /404. */
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('notFoundTitle'));
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
