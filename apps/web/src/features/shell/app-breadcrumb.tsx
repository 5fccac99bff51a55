import { Suspense } from 'react';
import { lazyNamed } from '../../platform/lazy-named';
import { useUiState } from './ui-state';

// Off by default (spec §3), so antd's Breadcrumb (and the menu it brings) loads only when enabled.
const BreadcrumbTrail = lazyNamed(() => import('./breadcrumb-trail'), 'BreadcrumbTrail');

/** spec §2.7 Breadcrumb, shown when the settings enable it. */
export function AppBreadcrumb() {
  const enabled = useUiState((s) => s.showBreadcrumb);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <BreadcrumbTrail />
    </Suspense>
  );
}
