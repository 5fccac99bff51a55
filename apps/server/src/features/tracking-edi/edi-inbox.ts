import { access, mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../platform/http/app-error';
import type { JobKind } from '../../platform/jobs/job-runner';
import type { ServiceContext } from '../../platform/service-context';
import { receiveEdiMessage } from './edi-messages';

/** The account the inbox's messages are logged as received by. */
export const EDI_INBOX_ACCOUNT = 'edi-inbox';

/**
 * A file still being written is no message yet: senders write it under a hidden or .part/.tmp
 * name and rename it when done (docs/tracking-edi.md).
 */
const isUnfinished = (name: string) => name.startsWith('.') || /\.(part|tmp)$/i.test(name);

async function freeName(folder: string, name: string): Promise<string> {
  const target = path.join(folder, name);
  try {
    await access(target);
    return path.join(folder, `${Date.now()}-${name}`);
  } catch {
    return target;
  }
}

/**
 * Reads every message file dropped in the inbox folder, oldest name first, as a posted message is
 * read (logged in edi_messages), and moves it to processed/ or failed/. A file whose reading broke
 * for another reason (the database away) stays where it is for the next scan.
 */
export async function scanEdiInbox(ctx: ServiceContext, inbox: string): Promise<{ processed: number; failed: number }> {
  const done = { processed: 0, failed: 0 };
  for (const folder of ['processed', 'failed'] as const) await mkdir(path.join(inbox, folder), { recursive: true });
  const entries = await readdir(inbox, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && !isUnfinished(e.name)).map((e) => e.name);
  for (const name of files.sort()) {
    const file = path.join(inbox, name);
    const text = await readFile(file, 'utf8');
    let outcome: keyof typeof done = 'processed';
    try {
      await receiveEdiMessage(ctx, { text, receivedBy: EDI_INBOX_ACCOUNT, fileName: name });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = 'failed';
    }
    await rename(file, await freeName(path.join(inbox, outcome), name));
    done[outcome] += 1;
  }
  return done;
}

/**
 * The inbox as a job of the background runner: scanned every minute, by one server at a time
 * however many run (a cron kind is sent once across processes), and a scan that broke is logged
 * and tried again at the next minute.
 */
export function ediInboxScan(ctx: ServiceContext, inbox: string): JobKind {
  return {
    name: 'edi-inbox',
    cron: '* * * * *',
    async run() {
      await scanEdiInbox(ctx, inbox);
    },
  };
}
