import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf } from '../../../../test/db-state';
import { JOB_PATHS, jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion, lockJob, readJob } from './job-access';
import { readJobPart, saveJobPart } from './job-part';

const t = useTestApp();
const ctx = (): ServiceContext => ({ db: t.database.db, config: t.config });

/** An export job opened by the administrator, and who the administrator is to the services. */
async function openJob() {
  const res = await t.call({ method: 'POST', url: JOB_PATHS.OE, token: t.admin, payload: await jobInput(t) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = res.body.data as { id: number; jobNo: string };
  const [row] = await queryRows<{ office_code: string }>(
    t.database.db,
    sql`select office_code from jobs where id = ${job.id}`,
  );
  const actor: AuditActor = {
    userId: null,
    account: 'admin',
    officeCode: row!.office_code,
    ip: '127.0.0.1',
    userAgent: 'job-access test',
    requestId: 'test',
  };
  return { ...job, ref: { jobType: 'OE' as const, id: job.id, actor } };
}

const otherOffice = (ref: Awaited<ReturnType<typeof openJob>>['ref']) => ({
  ...ref,
  actor: { ...ref.actor, officeCode: ref.actor.officeCode === 'HKG' ? 'SHA' : 'HKG' },
});

/**
 * A part made up for the test, what any new part of the job (charges, documents…) plugs in; it
 * borrows the goods' name, as a part's log action must have words (TOperLogAction).
 */
const probe = (write: () => Promise<unknown> = async () => undefined) => ({
  part: 'goods' as const,
  read: async () => ({ probed: true }),
  write: async () => {
    await write();
    return { lines: 1 };
  },
});

describe('job access', () => {
  it('reads and locks a job of the caller’s office and type, and answers 404 for any other', async () => {
    const job = await openJob();
    expect((await readJob(t.database.db, job.ref)).jobNo).toBe(job.jobNo);
    for (const ref of [otherOffice(job.ref), { ...job.ref, jobType: 'OI' as const }]) {
      await expect(readJob(t.database.db, ref)).rejects.toMatchObject({ statusCode: 404 });
      await expect(t.database.db.transaction((tx) => lockJob(tx, ref))).rejects.toMatchObject({
        statusCode: 404,
        messageCode: 'record.notFound',
      });
    }
    expect((await t.database.db.transaction((tx) => lockJob(tx, job.ref))).id).toBe(job.id);
  });

  it('lets a write through at the version read, and refuses it as stale at any other', () => {
    const current = { version: 2, updatedBy: 'op01', updatedAt: new Date('2026-01-02T03:04:05Z') };
    expect(() => checkVersion(current, 2)).not.toThrow();
    expect(() => checkVersion(undefined, 0)).not.toThrow();
    expect(() => checkVersion(current, 1)).toThrow(
      expect.objectContaining({ statusCode: 409, data: expect.objectContaining({ updatedBy: 'op01', version: 2 }) }),
    );
    expect(() => checkVersion(undefined, 1)).toThrow(expect.objectContaining({ messageCode: 'record.stale' }));
  });
});

describe('the job-part frame', () => {
  it('saves a new part at version 0, bumps it and logs it, and answers the part read again', async () => {
    const job = await openJob();
    expect(await readJobPart(ctx(), job.ref, probe())).toEqual({ jobId: job.id, version: 0, probed: true });
    const saved = await saveJobPart(ctx(), job.ref, { ...probe(), version: 0 });
    expect(saved).toEqual({ jobId: job.id, version: 1, probed: true });
    expect((await saveJobPart(ctx(), job.ref, { ...probe(), version: 1 })).version).toBe(2);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'job.goodsSaved', 'job.goodsSaved']);
  });

  it('writes nothing for a stale version or a job of another office', async () => {
    const job = await openJob();
    await saveJobPart(ctx(), job.ref, { ...probe(), version: 0 });
    let writes = 0;
    const counted = probe(async () => writes++);
    await expect(saveJobPart(ctx(), job.ref, { ...counted, version: 0 })).rejects.toMatchObject({ statusCode: 409 });
    await expect(saveJobPart(ctx(), otherOffice(job.ref), { ...counted, version: 1 })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(writes).toBe(0);
    expect((await readJobPart(ctx(), job.ref, probe())).version).toBe(1);
  });

  it('writes the part, its version and its log row in one transaction', async () => {
    const job = await openJob();
    const restore = await failAuditOf(t, 'job.goodsSaved');
    try {
      await expect(
        saveJobPart(ctx(), job.ref, {
          ...probe(),
          version: 0,
          write: async (tx) => {
            await tx.execute(sql`update jobs set packing_date = '2099-03-03' where id = ${job.id}`);
            return {};
          },
        }),
      ).rejects.toThrow();
    } finally {
      await restore();
    }
    const [row] = await queryRows<{ packing_date: string | null }>(
      t.database.db,
      sql`select packing_date::text from jobs where id = ${job.id}`,
    );
    expect(row?.packing_date).toBeNull();
    expect((await readJobPart(ctx(), job.ref, probe())).version).toBe(0);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created']);
  });
});
