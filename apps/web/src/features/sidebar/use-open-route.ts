import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../routes/route-model';

/** Goes where a route leads: its page, or for an external link its address in a new tab (spec §2.7). */
export function useOpenRoute() {
  const navigate = useNavigate();
  return useCallback(
    (route: AppRoute) => {
      if (route.kind === 'newWindow') window.open(route.meta.url ?? route.path, '_blank', 'noopener');
      else navigate(route.path);
    },
    [navigate],
  );
}
