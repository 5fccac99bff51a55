import { describe, expect, it } from 'vitest';
import { CUSTOMS_TABLES, customsPaths, entrustmentInput } from '../../../../test/customs-factories';
import { refusalsOf } from '../../../../test/db-state';
import { JOB_PATHS, jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { openImportJob } from '../../../../test/warehouse-factories';

const t = useTestApp(['cs01', 'wh01', 'hk.ops']);
const refused = refusalsOf(t, CUSTOMS_TABLES);
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.tokens.cs01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A Shenzhen import job with one entrustment entered on 2026-11-20. */
async function enteredJob() {
  const job = await openImportJob(t, t.tokens.cs01);
  const paths = customsPaths(job.id);
  const created = await send('POST', paths.tab, entrustmentInput());
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { job, paths, entrustment: created.body.data as { id: number; entrustmentNo: string } };
}

const issuesOf = (body: { data?: { issues?: { field: string; message: string }[] } }) => body.data?.issues ?? [];

describe('customs rules on the server', () => {
  it('refuses a third decimal of a tax, and taxes without their currency', async () => {
    const { paths } = await enteredJob();
    const thirdDecimal = await refused(
      () => send('POST', paths.tab, entrustmentInput({ duty: '10.125', taxCurrency: 'CNY' })),
      400,
    );
    expect(thirdDecimal.code).toBe('validation.invalid');
    expect(issuesOf(thirdDecimal).map((i) => i.field)).toEqual(['body.duty']);
    const noCurrency = await refused(() => send('POST', paths.tab, entrustmentInput({ vat: '1.50' })), 400);
    expect(issuesOf(noCurrency)).toEqual([{ field: 'body.taxCurrency', message: 'The tax bill needs its currency' }]);
    const unknown = await refused(
      () => send('POST', paths.tab, entrustmentInput({ vat: '1.50', taxCurrency: 'XXX' })),
      400,
    );
    expect(unknown.code).toBe('record.notFound');
  });

  it('releases only after the entry, and the exam release only after the exam', async () => {
    const { paths, entrustment } = await enteredJob();
    const update = (body: object) =>
      send('PUT', paths.entrustment(entrustment.id), { ...entrustmentInput(), version: 1, ...body });
    const early = await refused(() => update({ releasedAt: '2026-11-19T23:00:00Z' }), 400);
    expect(issuesOf(early).map((i) => i.field)).toEqual(['body.releasedAt']);
    expect(early.message).toContain('Customs releases the cargo only after its entry');
    const notEntered = await refused(() => update({ entryDate: null, releasedAt: '2026-11-21T01:00:00Z' }), 400);
    expect(issuesOf(notEntered).map((i) => i.field)).toEqual(['body.releasedAt']);
    const examFirst = await refused(
      () => update({ examOrderedDate: '2026-11-20', examDoneDate: '2026-11-22', examReleaseDate: '2026-11-21' }),
      400,
    );
    expect(issuesOf(examFirst).map((i) => i.field)).toEqual(['body.examReleaseDate']);
    const undone = await refused(() => update({ examReleaseDate: '2026-11-21' }), 400);
    expect(issuesOf(undone).map((i) => i.field)).toEqual(['body.examReleaseDate']);
    const backwards = await refused(() => update({ examOrderedDate: '2026-11-22', examDoneDate: '2026-11-21' }), 400);
    expect(issuesOf(backwards).map((i) => i.field)).toEqual(['body.examDoneDate']);
    expect((await update({ releasedAt: '2026-11-20T09:00:00Z' })).status).toBe(200);
  });

  it('answers a stale version 409, and keeps a cancelled entrustment as it is', async () => {
    const { job, paths, entrustment } = await enteredJob();
    const url = paths.entrustment(entrustment.id);
    const cancel = { ...entrustmentInput(), version: 1, cancelDate: '2026-11-21' };
    expect(issuesOf(await refused(() => send('PUT', url, cancel), 400)).map((i) => i.field)).toEqual([
      'body.cancelReason',
    ]);
    expect((await send('PUT', url, { ...cancel, cancelReason: 'Declared under the wrong HS code' })).status).toBe(200);
    const stale = await refused(() => send('PUT', url, { ...entrustmentInput(), version: 1 }), 409);
    expect(stale.code).toBe('record.stale');
    const frozen = await refused(() => send('PUT', url, { ...entrustmentInput(), version: 2 }), 409);
    expect(frozen.message).toBe(
      `Customs entrustment ${entrustment.entrustmentNo} is cancelled: it cannot change any more`,
    );
    expect((await refused(() => send('DELETE', `${url}?version=2`), 409)).code).toBe('customs.cancelled');
    // The only entrustment cancelled: the job is no longer entered, and its cancel day is the customs'.
    const facts = (await send('GET', paths.tab)).body.data.facts;
    expect(facts).toMatchObject({ customsEntryDate: null, entryNo: '', customsCancelDate: '2026-11-21' });
    expect((await send('GET', `${JOB_PATHS.OI}/${job.id}`)).body.data.customsCancelDate).toBe('2026-11-21');
  });

  it('takes the job’s dates from the active entrustments: released once all of them are', async () => {
    const { paths, entrustment } = await enteredJob();
    const second = await send('POST', paths.tab, entrustmentInput({ entryNo: 'SECOND', entryDate: '2026-11-19' }));
    await send('PUT', paths.entrustment(entrustment.id), {
      ...entrustmentInput(),
      version: 1,
      releasedAt: '2026-11-22T01:00:00Z',
    });
    const partly = (await send('GET', paths.tab)).body.data.facts;
    expect(partly).toMatchObject({
      customsEntryDate: '2026-11-19',
      entryNo: '220020261120001',
      customsReleaseDate: null,
    });
    await send('PUT', paths.entrustment(second.body.data.id), {
      ...entrustmentInput({ entryNo: 'SECOND', entryDate: '2026-11-19' }),
      version: 1,
      releasedAt: '2026-11-21T01:00:00Z',
    });
    expect((await send('GET', paths.tab)).body.data.facts.customsReleaseDate).toBe('2026-11-22');
    expect((await send('DELETE', `${paths.entrustment(second.body.data.id)}?version=2`)).status).toBe(200);
    expect((await send('GET', paths.tab)).body.data.facts).toMatchObject({
      customsEntryDate: '2026-11-20',
      customsReleaseDate: '2026-11-22',
    });
  });

  it('declares an export job’s goods: the kind is the job type’s, numbered by the export rule', async () => {
    const job = await send('POST', JOB_PATHS.OE, await jobInput(t));
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    const declared = await send('POST', customsPaths(job.body.data.id, 'OE').tab, entrustmentInput());
    expect(declared.body.data).toMatchObject({ kind: 'EXPORT_DECLARATION' });
    expect(declared.body.data.entrustmentNo).toMatch(/^SZXCD\d{8}$/);
  });

  it('answers 404 for another office’s job or another job’s entrustment, 403 without the job’s rights', async () => {
    const { job, paths, entrustment } = await enteredJob();
    const hk = t.tokens['hk.ops'];
    expect((await refused(() => send('GET', paths.tab, undefined, hk), 404)).code).toBe('record.notFound');
    expect(
      (
        await refused(
          () => send('PUT', paths.entrustment(entrustment.id), { ...entrustmentInput(), version: 1 }, hk),
          404,
        )
      ).code,
    ).toBe('record.notFound');
    const other = await openImportJob(t, t.tokens.cs01);
    const elsewhere = customsPaths(other.id).entrustment(entrustment.id);
    expect((await refused(() => send('PUT', elsewhere, { ...entrustmentInput(), version: 1 }), 404)).code).toBe(
      'record.notFound',
    );
    expect((await send('GET', customsPaths(job.id, 'OE').tab)).status).toBe(404);
    // The warehouse works without the job's rights: customs is the job's, so it is refused.
    expect((await refused(() => send('POST', paths.tab, entrustmentInput(), t.tokens.wh01), 403)).code).toBe(
      'auth.forbidden',
    );
  });
});
