import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppRoutes } from '../routes/use-app-routes';
import { breadcrumbItems, showsBreadcrumb } from './breadcrumb-items';
import { useUiState } from './ui-state';

/** spec §2.7 Breadcrumb, shown when the settings enable it (spec §3: off by default). */
export function AppBreadcrumb() {
  const { t } = useTranslation(['routes', 'shell']);
  const { pathname } = useLocation();
  const enabled = useUiState((s) => s.showBreadcrumb);
  const { match, title } = useAppRoutes();
  const found = match(pathname);
  if (!enabled || !found || !showsBreadcrumb(pathname)) return null;
  const items = breadcrumbItems(found, title, t('home')).map((crumb) => ({
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <Breadcrumb separator="/" items={items} style={{ marginInlineStart: 16 }} aria-label={t('shell:breadcrumb')} />
  );
}
