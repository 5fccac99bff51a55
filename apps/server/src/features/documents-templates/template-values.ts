import type { TLocale } from '@apex/shared';
import { TEMPLATE_PLACEHOLDERS } from '@apex/shared/documents-templates';
import { JOB_PARTY_FIELDS, JOB_PORT_FIELDS, JOB_USER_FIELDS, type TJob } from '@apex/shared/jobs';

const isIn = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A party's name in the caller's language when it has one there (spec §3: English and Chinese names). */
const partyName = (party: TJob['parties'][string] | undefined, locale: TLocale) =>
  !party ? '' : locale === 'en_US' ? party.nameEn || party.nameCn : party.nameCn || party.nameEn;

function fieldText(job: TJob, field: string, locale: TLocale): string {
  if (field in JOB_PARTY_FIELDS) return partyName(job.parties[field], locale);
  if (field === 'carrier') return job.carrierName;
  if (isIn(JOB_PORT_FIELDS, field)) return job.ports[field]?.name ?? '';
  if (isIn(JOB_USER_FIELDS, field)) return job.people[field]?.name ?? '';
  const value = (job as unknown as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/** Every placeholder's text for one job: what a filled template shows. */
export function templateValues(job: TJob, locale: TLocale): ReadonlyMap<string, string> {
  return new Map(TEMPLATE_PLACEHOLDERS.map(({ key }) => [key, fieldText(job, key.slice('job.'.length), locale)]));
}
