import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from './menu-tree';

/** Follows a menu item: a route of this app, or its address in a new window (spec §2.6 target _blank). */
export function useOpenMenuItem() {
  const navigate = useNavigate();
  return useCallback(
    ({ target }: MenuNode) => {
      if (target.kind === 'newWindow') window.open(target.href, '_blank', 'noopener');
      else if (target.kind !== 'group') navigate(target.path);
    },
    [navigate],
  );
}
