import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { menuPage } from '../../app/menu-pages';
import { withScreenAssets } from '../../app/screen-assets';
import { NOT_FOUND_PATH } from '../../platform/paths';
import { EmbeddedPageSlot } from '../frames/embedded-page-slot';
import { PendingScreen } from '../placeholders/pending-screen';
import { NEW_JOB_TITLE_KEY } from './constant-routes';
import { useAppRoutes } from './use-app-routes';

// The job card's code (kept views wait for it in their Suspense) and the screens' texts side by side, like a menu page (app/menu-pages.ts).
const JobCardPage = lazy(async () => ({
  default: (await withScreenAssets(import('../jobs/card/job-card-page'))).JobCardPage,
}));

/**
 * Every path not routed on its own lands here (spec §2.1–§2.6): a constant or menu route shows its
 * screen when one is built, its embedded page, the job card, or an honest "not available yet"; any
 * other path goes to /404.
 */
export function RoutePage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const { match, title } = useAppRoutes();
  const found = match(pathname);
  if (!found) return <Navigate to={NOT_FOUND_PATH} replace />;
  const { route, params } = found;
  const name = title(route);
  if (route.kind === 'embedded') return <EmbeddedPageSlot route={route} title={name} />;
  if (route.meta.jobType && params.JOB_ID)
    return (
      <JobCardPage
        jobType={route.meta.jobType}
        jobKey={params.JOB_ID}
        isNew={route.meta.titleKey === NEW_JOB_TITLE_KEY}
      />
    );
  const Page = menuPage(route.path);
  if (Page) return <Page />;
  return (
    <PendingScreen
      title={name}
      heading={t('notAvailableTitle')}
      explanation={t('notAvailable', { title: name })}
      details={[{ label: t('path'), value: pathname }]}
    />
  );
}
