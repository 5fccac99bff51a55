import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { HOME_PATH } from '../../platform/paths';

/** What a screen that failed to load or render shows, instead of going blank. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Result
      status="error"
      title={t('failed')}
      subTitle={error instanceof Error ? error.message : String(error)}
      extra={
        <Button type="primary" onClick={() => window.location.assign(HOME_PATH)}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
