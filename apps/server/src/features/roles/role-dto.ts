import type { TRole } from '@apex/shared/admin';
import type { RoleRow } from './queries';

export function toRole(row: RoleRow): TRole {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
