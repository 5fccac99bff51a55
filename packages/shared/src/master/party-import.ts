import { z } from 'zod';
import { codeListCell } from '../files/code-cells';
import { JOB_PARTY_ROLE_LABELS } from './charge-vocabulary';
import { PARTY_ROLES, ZCreatePartyRequest, ZPartyAddressInput, ZPartyContactInput } from './parties';

/** Template column → field of the one address / one contact the row describes. */
const PARTY_IMPORT_ADDRESS_COLUMNS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  countryCode: 'countryCode',
  postalCode: 'postalCode',
} as const;
const PARTY_IMPORT_CONTACT_COLUMNS = {
  contactName: 'name',
  contactTitle: 'title',
  contactPhone: 'phone',
  contactEmail: 'email',
  contactFax: 'fax',
} as const;

const cells = <K extends string>(columns: Record<K, string>) =>
  Object.fromEntries(Object.keys(columns).map((column) => [column, z.string().default('')])) as Record<
    K,
    z.ZodDefault<z.ZodString>
  >;

/**
 * The one child a row's columns describe: none when they are all blank, else checked by the
 * child's own schema, its problems told on the template's column.
 */
function childOf<S extends z.ZodType>(
  schema: S,
  columns: Record<string, string>,
  row: Record<string, unknown>,
  ctx: z.RefinementCtx,
): z.output<S>[] {
  const entries = Object.entries(columns);
  if (entries.every(([column]) => row[column] === '')) return [];
  const parsed = schema.safeParse(Object.fromEntries(entries.map(([column, field]) => [field, row[column]])));
  if (parsed.success) return [parsed.data];
  for (const issue of parsed.error.issues) {
    const column = entries.find(([, field]) => field === issue.path[0])?.[0] ?? '';
    ctx.addIssue({ ...issue, path: [column] } as z.core.$ZodRawIssue);
  }
  return [];
}

const { addresses: _a, contacts: _c, roles: _r, ...partyColumns } = ZCreatePartyRequest.shape;

/**
 * One row of the parties' Excel template (docs/decisions.md, "Uploads and Excel import"): the
 * party's own fields, its roles in one cell, and one (primary) address and one contact as columns.
 * It reads as the create request, so the import creates it as the create route does.
 */
export const ZPartyImportRow = z
  .object({
    ...partyColumns,
    /** Codes or role names ("Overseas agent", 海外代理) in one cell, separated by commas. */
    roles: codeListCell(PARTY_ROLES, JOB_PARTY_ROLE_LABELS),
    ...cells(PARTY_IMPORT_ADDRESS_COLUMNS),
    ...cells(PARTY_IMPORT_CONTACT_COLUMNS),
  })
  .transform((row, ctx): z.input<typeof ZCreatePartyRequest> => {
    const addresses = childOf(ZPartyAddressInput, PARTY_IMPORT_ADDRESS_COLUMNS, row, ctx);
    const contacts = childOf(ZPartyContactInput, PARTY_IMPORT_CONTACT_COLUMNS, row, ctx);
    const { code, nameEn, nameCn, roles, officeCode, taxId, creditLimit, creditCurrency, creditDays } = row;
    const { blacklisted, blacklistReason } = row;
    return {
      ...{ code, nameEn, nameCn, roles, officeCode, taxId, creditLimit, creditCurrency, creditDays },
      ...{ blacklisted, blacklistReason, addresses, contacts },
    };
  })
  .pipe(ZCreatePartyRequest);
