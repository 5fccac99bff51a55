import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppRoutes } from '../routes/use-app-routes';
import { breadcrumbItems, showsBreadcrumb } from './breadcrumb-items';

/** spec §2.7 Breadcrumb: 主页 first, '/' between, not on the home page. */
export function BreadcrumbTrail() {
  const { t } = useTranslation(['routes', 'shell']);
  const { pathname } = useLocation();
  const { match, title } = useAppRoutes();
  const found = match(pathname);
  if (!found || !showsBreadcrumb(pathname)) return null;
  const items = breadcrumbItems(found, title, t('home')).map((crumb) => ({
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <Breadcrumb separator="/" items={items} style={{ marginInlineStart: 16 }} aria-label={t('shell:breadcrumb')} />
  );
}
