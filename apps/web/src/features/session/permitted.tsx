import type { TPermission } from '@apex/shared/permissions';
import type { ReactNode } from 'react';
import { useCurrentUser } from './current-user';
import { holdsAnyPermission } from './has-permission';

/** Whether the signed-in user holds at least one of these permissions (spec §5). */
export function useHasPermission(...anyOf: TPermission[]): boolean {
  return holdsAnyPermission(useCurrentUser().permissionlist, anyOf);
}

/**
 * spec §5 Permission directive: renders its children only for a user holding one of `anyOf`.
 * Only hides; the server checks every call on its own.
 */
export function Permitted({ anyOf, children }: { anyOf: TPermission[]; children: ReactNode }) {
  return useHasPermission(...anyOf) ? children : null;
}
