import type { TBooking, ZSaveBookingRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { AppError, invalidField } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { type JobRef, lockJobRecord, readJob } from '../access/job-access';
import { CONTAINER_TYPE_LABEL } from './cargo-labels';
import { cellsOf, checkDictionaryCells } from './cargo-references';
import { type BookingValues, findBooking, findCarrier, writeBooking } from './queries';

type SaveInput = z.output<typeof ZSaveBookingRequest>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

async function carrierFacts(db: DbOrTx, carrierId: number | null) {
  const carrier = carrierId ? await findCarrier(db, carrierId) : undefined;
  return {
    carrierName: carrier ? `${carrier.scac} ${carrier.nameEn}` : '',
    carrierBlacklisted: carrier?.blacklisted ?? false,
    carrierBlacklistReason: carrier?.blacklistReason ?? '',
  };
}

/**
 * A job's booking. Before the first save it is an empty request at version 0 that takes the
 * carrier, vessel and voyage from the job, as the operator would book what the job names.
 */
export async function getBooking(ctx: ServiceContext, ref: JobRef): Promise<TBooking> {
  const job = await readJob(ctx.db, ref);
  const found = await findBooking(ctx.db, job.id);
  const row = found?.row;
  const carrierId = row ? row.carrierId : job.carrierId;
  return {
    jobId: job.id,
    version: row?.version ?? 0,
    status: (row?.status ?? 'REQUESTED') as TBooking['status'],
    bookingNo: row?.bookingNo ?? '',
    carrier: carrierId,
    ...(await carrierFacts(ctx.db, carrierId)),
    contractNo: row?.contractNo ?? job.shipOwnerContractNo,
    vessel: row?.vessel ?? job.vessel,
    voyage: row?.voyage ?? job.voyage,
    cyCutoff: iso(row?.cyCutoff ?? null),
    cfsCutoff: iso(row?.cfsCutoff ?? null),
    docCutoff: iso(row?.docCutoff ?? null),
    vgmCutoff: iso(row?.vgmCutoff ?? null),
    soReleased: row?.soReleased ?? false,
    soReleaseDate: row?.soReleaseDate ?? null,
    remark: row?.remark ?? '',
    requests: found?.requests ?? [],
    updatedBy: row?.updatedBy ?? null,
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

/**
 * spec §8 "carrier on blacklist": booking with a blacklisted carrier asks first (as the job's past
 * ETA does); once confirmed, or when the carrier was already on the saved booking, it goes through.
 */
async function checkCarrier(db: DbOrTx, carrierId: number | null, previous: number | null, confirmed: boolean) {
  if (!carrierId) return;
  const carrier = await findCarrier(db, carrierId);
  if (!carrier) throw invalidField('body.carrier', 'job.carrierMissing', { value: carrierId });
  if (carrier.blacklisted && carrierId !== previous && !confirmed)
    throw new AppError(
      409,
      'booking.carrierBlacklisted',
      { carrier: `${carrier.scac} ${carrier.nameEn}`, reason: carrier.blacklistReason },
      { confirm: 'blacklistedCarrier' },
    );
}

const moment = (value: string | null) => (value ? new Date(value) : null);

export async function saveBooking(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: SaveInput },
): Promise<TBooking> {
  const { version, requests, confirmBlacklistedCarrier, carrier, ...fields } = input;
  await ctx.db.transaction(async (tx) => {
    const { job, record: before } = await lockJobRecord(
      tx,
      ref,
      version,
      async (job) => (await findBooking(tx, job.id))?.row,
    );
    await checkCarrier(tx, carrier, before?.carrierId ?? null, confirmBlacklistedCarrier);
    await checkDictionaryCells(
      tx,
      'CONTAINER_TYPE',
      CONTAINER_TYPE_LABEL,
      cellsOf(requests, 'requests', 'containerType'),
    );
    const values: BookingValues = {
      ...fields,
      carrierId: carrier,
      cyCutoff: moment(fields.cyCutoff),
      cfsCutoff: moment(fields.cfsCutoff),
      docCutoff: moment(fields.docCutoff),
      vgmCutoff: moment(fields.vgmCutoff),
    };
    await writeBooking(tx, job.id, before, values, requests, ref.actor.account);
    await writeAudit(tx, ref.actor, {
      action: 'job.bookingSaved',
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: {
        jobNo: job.jobNo,
        changes: before ? changedFields(before, values) : { status: [null, values.status] },
        requests: requests.map((r) => `${r.quantity}x${r.containerType}`).join('+'),
      },
    });
  });
  return getBooking(ctx, ref);
}
