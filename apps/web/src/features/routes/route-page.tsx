import type { TJobType } from '@apex/shared/jobs';
import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuPage } from '../../app/menu-pages';
import { withScreenAssets } from '../../app/screen-assets';
import { EmbeddedPageSlot } from '../frames/embedded-page-slot';
import { PendingScreen } from '../placeholders/pending-screen';
import type { AppRoute, JobPage } from './route-model';
import { useAppRoutes } from './use-app-routes';

/** The job screens' code and the screens' texts side by side, like a menu page (app/menu-pages.ts). */
const jobScreens = () => withScreenAssets(import('../jobs/card/job-card-page'));
const JOB_SCREENS: Record<JobPage, ComponentType<{ jobType: TJobType }>> = {
  card: lazy(async () => ({ default: (await jobScreens()).SavedJobPage })),
  new: lazy(async () => ({ default: (await jobScreens()).NewJobPage })),
  general: lazy(async () => ({ default: (await jobScreens()).JobGeneralPage })),
};

function EmbeddedRoutePage({ route }: { route: AppRoute }) {
  return <EmbeddedPageSlot route={route} title={useAppRoutes().title(route)} />;
}

/** A route of the menu whose screen is not built yet: says so, honestly. */
function NotBuiltPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const name = useAppRoutes().title(route);
  return (
    <PendingScreen
      title={name}
      heading={t('notAvailableTitle')}
      explanation={t('notAvailable', { title: name })}
      details={[{ label: t('path'), value: pathname }]}
    />
  );
}

/**
 * The screen of a constant or menu route (spec §2.1–§2.6), chosen once, when the router first
 * enters the route: its embedded page, a job screen, the built screen of its menu url, or an honest
 * "not available yet". Each screen's code is a lazy chunk of its own.
 */
export function routePage(route: AppRoute): ComponentType {
  const { jobPage, meta } = route;
  if (route.kind === 'embedded') return () => <EmbeddedRoutePage route={route} />;
  if (jobPage && meta.jobType) {
    const Screen = JOB_SCREENS[jobPage];
    const jobType = meta.jobType;
    return () => <Screen jobType={jobType} />;
  }
  return menuPage(route.path) ?? (() => <NotBuiltPage route={route} />);
}
