import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '../../../test/admin-factories';
import { refusalsOf } from '../../../test/db-state';
import { ediFixture } from '../../../test/edi-fixtures';
import { useTestApp } from '../../../test/test-app';
import { openTrackedJob } from '../../../test/tracking-factories';
import { queryRows } from '../../db/client';
import { matchWaitingEvents } from '../tracking/ingest';
import { scanEdiInbox } from './edi-inbox';

const t = useTestApp(['op01']);
const refused = refusalsOf(t);
let integration = '';
beforeAll(async () => {
  integration = (await signInWithPermissions(t, ['/tracking/edi'])).token;
});

const post = (text: string, token = integration) =>
  t.call({ method: 'POST', url: '/api/tracking/edi/messages', token, payload: { text } });

type Logged = {
  format: string | null;
  status: string;
  error: string | null;
  event_count: number;
  raw: string;
  file_name: string;
};
const logged = async (id: number) =>
  (await queryRows<Logged>(t.database.db, sql`select * from edi_messages where id = ${id}`))[0];

describe('EDI status message intake', () => {
  it('reads a 315 and an IFTSTA, answers what they held and logs each as it came', async () => {
    const x12 = await post(ediFixture('315-voyage.edi'));
    expect(x12.status).toBe(200);
    // No job has its B/L yet: the events are kept, and the answer says why no job took them.
    expect(x12.body.data).toMatchObject({
      format: 'X12_315',
      status: 'parsed',
      eventCount: 2,
      created: 2,
      duplicates: 0,
      matchedJobs: 0,
      unmatched: [
        expect.objectContaining({ reason: 'No job has MBL MAEU260112345, BOOKING SHA1234567, CONTAINER MSKU1234565' }),
        expect.objectContaining({ reason: 'No job has MBL MAEU260112345' }),
      ],
    });
    expect(await logged(x12.body.data.id)).toMatchObject({
      format: 'X12_315',
      status: 'parsed',
      error: null,
      event_count: 2,
      raw: ediFixture('315-voyage.edi'),
    });
    const iftsta = await post(ediFixture('iftsta-voyage.edi'));
    expect(iftsta.body.data).toMatchObject({ format: 'IFTSTA', status: 'parsed', eventCount: 3 });
  });

  it('hands the kept events to the job once it carries their B/L, and a message sent again changes nothing', async () => {
    // The first test's 315, sent again: both events are had already.
    const again = await post(ediFixture('315-voyage.edi'));
    expect(again.body.data).toMatchObject({ created: 0, duplicates: 2, matchedJobs: 0, unmatched: [] });
    const job = await openTrackedJob(t, t.tokens.op01, { mblNo: 'MAEU260112345' });
    // The 315's two events, and the IFTSTA's three of the same B/L.
    expect(await matchWaitingEvents(t.database.db, new Date())).toBe(5);
    const linked = await queryRows<{ code: string; matched_by: string; unmatched_reason: string | null }>(
      t.database.db,
      sql`select e.event_code as code, l.matched_by, e.unmatched_reason from tracking_event_jobs l
          join tracking_events e on e.id = l.event_row_id
          where l.job_id = ${job.id} and e.source = 'X12_315' order by e.event_at`,
    );
    expect(linked).toEqual([
      { code: 'LOAD', matched_by: 'MBL', unmatched_reason: null },
      { code: 'DEPA', matched_by: 'MBL', unmatched_reason: null },
    ]);
    // Matched once: the next sweep finds nothing waiting.
    expect(await matchWaitingEvents(t.database.db, new Date())).toBe(0);
  });

  it('answers a malformed 315 with 400 and its error, logs it as failed and stores nothing else', async () => {
    const body = await refused(() => post(ediFixture('315-unknown-status.edi')), 400);
    expect(body.message).toBe(
      "The X12 315 message cannot be read: B4 (ST 0002): B403 status code 'ZZ' is not one of the mapped 315 codes",
    );
    expect(await logged(body.data.messageId)).toMatchObject({
      format: 'X12_315',
      status: 'failed',
      event_count: 0,
      error: "B4 (ST 0002): B403 status code 'ZZ' is not one of the mapped 315 codes",
    });
  });

  it('tells text that is no EDI interchange, and logs it too', async () => {
    const body = await refused(() => post('Dear team, the container arrived.'), 400);
    expect(body.code).toBe('trackingEdi.unknownFormat');
    expect(await logged(body.data.messageId)).toMatchObject({ format: null, status: 'failed' });
  });

  it('needs the EDI permission', async () => {
    await refused(() => post(ediFixture('315-voyage.edi'), t.tokens.op01), 403);
  });

  it('reads the inbox folder, moving each file to processed or failed, and leaves files still being written', async () => {
    const inbox = await mkdtemp(path.join(tmpdir(), 'edi-inbox-'));
    await writeFile(path.join(inbox, 'a-delivery.edi'), ediFixture('315-delivery.edi'));
    await writeFile(path.join(inbox, 'b-truncated.edi'), ediFixture('iftsta-truncated.edi'));
    await writeFile(path.join(inbox, 'c-arriving.edi.part'), ediFixture('iftsta-voyage.edi'));
    expect(await scanEdiInbox({ db: t.database.db, config: t.config }, inbox)).toEqual({ processed: 1, failed: 1 });
    expect(await readdir(path.join(inbox, 'processed'))).toEqual(['a-delivery.edi']);
    expect(await readdir(path.join(inbox, 'failed'))).toEqual(['b-truncated.edi']);
    expect((await readdir(inbox)).sort()).toEqual(['c-arriving.edi.part', 'failed', 'processed']);
    const rows = await queryRows<Logged>(
      t.database.db,
      sql`select * from edi_messages where received_by = 'edi-inbox' order by file_name`,
    );
    expect(rows.map((r) => [r.file_name, r.status, r.event_count])).toEqual([
      ['a-delivery.edi', 'parsed', 2],
      ['b-truncated.edi', 'failed', 0],
    ]);
    expect(rows[1]?.error).toBe('TDT (segment 15): Cannot close an incomplete message');
  });
});
