import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { menuPage } from '../../app/menu-pages';
import { NOT_FOUND_PATH } from '../../platform/paths';
import { menuTitle } from '../menu/menu-tree';
import { useMenu } from '../menu/use-menu';
import { PendingScreen } from './pending-screen';

/**
 * Every path the menu grants (spec §2.6) lands here: its screen when one is built, else an honest
 * placeholder; a path the menu does not grant goes to /404.
 */
export function MenuRoutePage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const { routes, locale } = useMenu();
  const node = routes.get(pathname);
  if (!node) return <Navigate to={NOT_FOUND_PATH} replace />;
  const Page = node.target.kind === 'page' ? menuPage(node.item.url) : undefined;
  if (Page) return <Page />;
  const title = menuTitle(node.item, locale);
  if (node.target.kind === 'embedded')
    return (
      <PendingScreen
        title={title}
        heading={t('externalTitle')}
        explanation={t('external', { title, app: node.item.app_code })}
        details={[
          { label: t('address'), value: node.target.address },
          { label: t('path'), value: pathname },
        ]}
      />
    );
  return (
    <PendingScreen
      title={title}
      heading={t('notAvailableTitle')}
      explanation={t('notAvailable', { title })}
      details={[{ label: t('path'), value: pathname }]}
    />
  );
}
