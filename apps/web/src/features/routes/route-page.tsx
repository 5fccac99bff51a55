import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { menuPage } from '../../app/menu-pages';
import { NOT_FOUND_PATH } from '../../platform/paths';
import { EmbeddedPageSlot } from '../frames/embedded-page-slot';
import { JobCardPlaceholder } from '../placeholders/job-card-placeholder';
import { PendingScreen } from '../placeholders/pending-screen';
import { useAppRoutes } from './use-app-routes';

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
    return <JobCardPlaceholder title={name} jobType={route.meta.jobType} jobId={params.JOB_ID} />;
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
