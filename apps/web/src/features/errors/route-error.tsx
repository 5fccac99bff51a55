import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { HOME_PATH } from '../../platform/paths';

/** A screen that failed to load or render says what went wrong instead of going blank. */
export function RouteError() {
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
