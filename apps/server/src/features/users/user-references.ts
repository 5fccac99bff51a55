import { ENTITY_NAMES, type TLabelKey } from '@apex/shared';
import type { DbOrTx } from '../../db/client';
import { unknownReference } from '../../platform/http/app-error';
import { findOfficesByCode, findRolesByCode } from './queries';

/** The ids of the codes, or a 400 naming the first code that does not exist (`body.roleCodes[2]`). */
function idsOf(rows: { id: number; code: string }[], codes: string[], field: string, entity: TLabelKey) {
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  const missing = codes.findIndex((c) => !ids.has(c));
  if (missing >= 0) throw unknownReference(`body.${field}[${missing}]`, entity, codes[missing]!);
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
