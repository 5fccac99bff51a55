import { Suspense } from 'react';
import { lazyNamed } from '../../platform/lazy-named';

// antd's Result carries its illustrations; it loads only when something has failed.
const RouteErrorScreen = lazyNamed(() => import('./route-error-screen'), 'RouteErrorScreen');

/** The router's error boundary: a screen that failed says what went wrong. */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen />
    </Suspense>
  );
}
