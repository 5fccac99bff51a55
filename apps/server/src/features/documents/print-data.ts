import type { TLocale } from '@apex/shared';
import { formatDateTime, wallClock } from '@apex/shared/format';
import type { TBooking, TContainerList, TGoodsList, TJob, TJobBills } from '@apex/shared/jobs';
import type { FileReader } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import type { JobRef } from '../jobs/access/job-access';
import { getJobBills } from '../jobs/bills/hbls';
import { getJob } from '../jobs/card/jobs';
import { getBooking } from '../jobs/cargo/booking';
import { getContainers } from '../jobs/cargo/containers';
import { getGoods } from '../jobs/cargo/goods';
import { findIssuer, findPrintParties } from './queries';

/** A party as printed: its name in the reader's script where it has one, then its address. */
type PrintParty = { name: string; address: string };

/** Everything a job's documents print, read through the job aggregate's own services (office scope, 404). */
export interface PrintJob {
  job: TJob;
  bills: TJobBills;
  booking: TBooking;
  containers: TContainerList;
  goods: TGoodsList;
  issuer: PrintParty;
  /** A party of the job or of its HB/Ls by id, as printed; '' for none. */
  party: (id: number | null | undefined) => string;
  /** Who prints, and when, in the reader's zone (spec §9 format). */
  printedBy: string;
  printedAt: string;
  /** A moment (a cut-off) in the reader's zone, spec §9 format; '' for none. */
  moment: (at: string | null) => string;
  locale: TLocale;
}

const nameIn = (locale: TLocale, names: { nameEn: string; nameCn: string }) =>
  (locale === 'en_US' ? names.nameEn : names.nameCn) || names.nameEn || names.nameCn;

/** A moment on the reader's wall clock, spec §9's format. */
export const momentIn = (timeZone: string, at: Date) => formatDateTime(wallClock(at, timeZone), { zone: 'utc' });

export async function readPrintJob(ctx: ServiceContext, ref: JobRef, reader: FileReader): Promise<PrintJob> {
  const { jobType, id, actor } = ref;
  const [job, bills, booking, containers, goods] = await Promise.all([
    getJob(ctx, jobType, id, actor),
    getJobBills(ctx, jobType, id, actor),
    getBooking(ctx, ref),
    getContainers(ctx, ref),
    getGoods(ctx, ref),
  ]);
  const partyIds = [
    ...Object.values(job.parties).map((party) => party.id),
    ...bills.hbls.flatMap((hbl) => [hbl.shipper, hbl.consignee, hbl.notify]),
    bills.mbl.shipper,
    bills.mbl.consignee,
    bills.mbl.notify,
  ].filter((partyId): partyId is number => partyId !== null);
  const [partyRows, office] = await Promise.all([
    findPrintParties(ctx.db, [...new Set(partyIds)]),
    findIssuer(ctx.db, job.officeCode),
  ]);
  const parties = new Map(
    partyRows.map((row) => [
      row.id,
      [nameIn(reader.locale, row), row.address1, row.address2, row.city].filter(Boolean).join('\n'),
    ]),
  );
  return {
    job,
    bills,
    booking,
    containers,
    goods,
    issuer: {
      name: office ? nameIn(reader.locale, office) : job.officeCode,
      address: [office?.address, office?.phone].filter(Boolean).join('  '),
    },
    party: (partyId) => (partyId ? (parties.get(partyId) ?? '') : ''),
    printedBy: actor.account,
    printedAt: momentIn(reader.timeZone, new Date()),
    moment: (at) => (at ? momentIn(reader.timeZone, new Date(at)) : ''),
    locale: reader.locale,
  };
}
