import { Suspense } from 'react';
import { lazyNamed } from '../../platform/lazy-named';
import { useSessionAlerts } from './session-alerts';

// Few accounts ever see it, so its dialog is not part of the first page.
const NoMenuDialog = lazyNamed(() => import('./no-menu-dialog'), 'NoMenuDialog');

/** spec §6: an account without menu rights is told so and can only sign in again. */
export function NoMenuAlert({ menuEmpty }: { menuEmpty: boolean }) {
  const noMenu = useSessionAlerts((s) => s.noMenu);
  if (!menuEmpty && !noMenu) return null;
  return (
    <Suspense fallback={null}>
      <NoMenuDialog />
    </Suspense>
  );
}
