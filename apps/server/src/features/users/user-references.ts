import { ENTITY_NAMES, type Localized } from '@apex/shared';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../platform/http/app-error';
import { findOfficesByCode, findRolesByCode } from './queries';

/** The ids of the codes, or a 400 naming the first code that does not exist (`body.roleCodes[2]`). */
function idsOf(rows: { id: number; code: string }[], codes: string[], field: string, entity: Localized) {
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  const missing = codes.findIndex((c) => !ids.has(c));
  if (missing >= 0)
    throw invalidField(`body.${field}[${missing}]`, 'record.notFound', { entity, key: codes[missing]! });
  return ids;
}

/** Offices and roles of a user form, by id; repeated codes count once. */
export async function resolveUserGrants(
  db: DbOrTx,
  input: { officeCodes: string[]; defaultOfficeCode: string; roleCodes: string[] },
) {
  const [officeRows, roleRows] = await Promise.all([
    findOfficesByCode(db, input.officeCodes),
    findRolesByCode(db, input.roleCodes),
  ]);
  const officeIds = idsOf(officeRows, input.officeCodes, 'officeCodes', ENTITY_NAMES.office);
  const roleIds = idsOf(roleRows, input.roleCodes, 'roleCodes', ENTITY_NAMES.role);
  return {
    // The shared schema made sure the default office is one of the user's offices.
    defaultOfficeId: officeIds.get(input.defaultOfficeCode)!,
    officeIds: [...new Set(officeIds.values())],
    roleIds: [...new Set(roleIds.values())],
  };
}
