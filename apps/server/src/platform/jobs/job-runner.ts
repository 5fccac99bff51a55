import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { pgBossDb } from './pg-boss-db';

/** A kind of background job: its queue, what it does with one job's data, and how it is retried. */
export interface JobKind<Data extends object = object> {
  name: string;
  run(data: Data): Promise<void>;
  retry?: { limit: number; delaySeconds: number };
  /** Cron (UTC, minute resolution): the runner sends it on this schedule. */
  cron?: string;
}

export interface JobRunner {
  send<Data extends object>(kind: JobKind<Data>, data: Data): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable background job runner: pg-boss, its queues in the `pgboss` schema of the app's own
 * database (PostgreSQL or PGlite), so a job sent survives a restart and is retried with backoff
 * until its limit; a scheduled kind is sent by pg-boss's cron, once across processes.
 */
export async function startJobRunner(
  database: Pick<Database, 'db' | 'kind'>,
  kinds: readonly JobKind[],
  onError: (error: Error) => void,
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: pgBossDb(database),
    schema: 'pgboss',
    // The embedded database has one connection: poll gently, and let the app's queries go first.
    pollingIntervalSeconds: database.kind === 'pglite' ? 5 : 2,
  });
  boss.on('error', onError);
  await boss.start();
  for (const kind of kinds) {
    await boss.createQueue(kind.name, {
      name: kind.name,
      retryLimit: kind.retry?.limit ?? 0,
      retryDelay: kind.retry?.delaySeconds ?? 0,
      retryBackoff: Boolean(kind.retry),
    });
    await boss.work<object>(kind.name, async (jobs) => {
      for (const job of jobs) await kind.run(job.data);
    });
    if (kind.cron) await boss.schedule(kind.name, kind.cron);
    else await boss.unschedule(kind.name);
  }
  return {
    async send(kind, data) {
      await boss.send(kind.name, data);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
