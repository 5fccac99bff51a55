import { labelTexts } from '@apex/shared/labels';
import { JOB_FIELDS, type TJobFieldName } from '@apex/shared/master';
import type { DbOrTx } from '../../../db/client';
import { invalidField } from '../../../platform/http/app-error';
import { CODE_FIELDS, PARTY_FIELDS, type PartyField, PORT_FIELDS, USER_FIELDS } from './job-columns';
import { carrierExists, findEnabledCodes, findEnabledUserIds, findPartyIds, findPortCodes } from './queries';

type References = Partial<Record<PartyField | 'carrier' | (typeof USER_FIELDS)[number], number | null>> &
  Partial<Record<(typeof PORT_FIELDS)[number] | keyof typeof CODE_FIELDS, string>>;

const label = (field: string) => labelTexts(JOB_FIELDS[field as TJobFieldName].label);
const present = <K extends string>(values: References, fields: readonly K[]) =>
  fields.flatMap((field) => {
    const value = values[field as keyof References];
    return value === null || value === undefined || value === '' ? [] : [{ field, value }];
  });

/**
 * Checks that every party, carrier, port, user and code a job names exists (and a code is enabled),
 * so a job never points at nothing; the first problem is answered under its field (spec §8
 * "related-office customer, shipper, consignee, notify or carrier does not exist").
 */
export async function checkJobReferences(db: DbOrTx, values: References): Promise<void> {
  const partyRefs = present(values, Object.keys(PARTY_FIELDS) as PartyField[]);
  if (partyRefs.length) {
    const ids = partyRefs.map((r) => Number(r.value));
    // Any party may fill any party field: its roles only rank the picker (issue 16: the Shanghai
    // importer is the consignee of its imports, whatever roles its record lists).
    const found = await findPartyIds(db, ids);
    const missing = partyRefs.find((r) => !found.has(Number(r.value)));
    if (missing)
      throw invalidField(missing.field, 'job.partyMissing', { field: label(missing.field), value: missing.value });
  }
  const carrier = values.carrier;
  if (carrier) {
    if (!(await carrierExists(db, carrier))) throw invalidField('carrier', 'job.carrierMissing', { value: carrier });
  }
  const portRefs = present(values, PORT_FIELDS);
  if (portRefs.length) {
    const codes = portRefs.map((r) => String(r.value));
    const known = await findPortCodes(db, codes);
    const missing = portRefs.find((r) => !known.has(String(r.value)));
    if (missing)
      throw invalidField(missing.field, 'job.portMissing', { field: label(missing.field), value: missing.value });
  }
  const userRefs = present(values, USER_FIELDS);
  if (userRefs.length) {
    const ids = userRefs.map((r) => Number(r.value));
    const known = await findEnabledUserIds(db, ids);
    const missing = userRefs.find((r) => !known.has(Number(r.value)));
    if (missing)
      throw invalidField(missing.field, 'job.userMissing', { field: label(missing.field), value: missing.value });
  }
  const codeRefs = present(values, Object.keys(CODE_FIELDS) as (keyof typeof CODE_FIELDS)[]);
  if (codeRefs.length) {
    const types = [...new Set(codeRefs.map((r) => CODE_FIELDS[r.field]))];
    const known = await findEnabledCodes(db, types);
    const missing = codeRefs.find((r) => !known.has(`${CODE_FIELDS[r.field]}/${r.value}`));
    if (missing)
      throw invalidField(missing.field, 'job.codeMissing', { field: label(missing.field), value: missing.value });
  }
}
