import type { TOffice } from '@apex/shared/admin';
import type { OfficeRow } from './queries';

export function toOffice(row: OfficeRow): TOffice {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
