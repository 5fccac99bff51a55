import type { TPermission } from '@apex/shared/permissions';

/**
 * spec §5 Permission directive: an element is shown only to a user holding at least one of the
 * listed permission strings; a call without any is a programming error.
 */
export function holdsAnyPermission(permissionlist: readonly string[], anyOf: readonly TPermission[]): boolean {
  if (anyOf.length === 0) throw new Error('need permissionlist!');
  return anyOf.some((permission) => permissionlist.includes(permission));
}
