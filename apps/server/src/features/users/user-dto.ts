import type { TUser } from '@apex/shared/admin';
import type { UserRow } from './queries';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toUser(row: UserRow): TUser {
  return {
    ...row,
    lockedAt: iso(row.lockedAt),
    lockedUntil: iso(row.lockedUntil),
    lastLoginAt: iso(row.lastLoginAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
