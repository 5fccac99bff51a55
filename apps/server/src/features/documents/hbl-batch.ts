import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ENTITY_NAMES } from '@apex/shared';
import type { THblBatchProgress, ZHblBatchRequest } from '@apex/shared/documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { envelopeOfLateFailure } from '../../platform/http/error-handler';
import type { ServiceContext } from '../../platform/service-context';
import { renderPdf } from './engine/render-pdf';
import { drawHbl } from './job-documents/hbl';
import { readPrintJob } from './print-data';
import type { PrintCaller } from './prints';
import { findBatchJobs, insertPrint } from './queries';

type BatchRequest = z.output<typeof ZHblBatchRequest>;
type BatchCaller = Omit<PrintCaller, 'id' | 'mayIssueOriginals'>;
const NDJSON = 'application/x-ndjson; charset=utf-8';

/**
 * The HB/Ls of the selected jobs as one PDF (issue 18). Everything is checked before the first
 * byte: a job of another office is 404, jobs without an HB/L are named in a 409. Then it streams
 * NDJSON (docs/decisions.md, "Batch print streams its progress"): after each job a progress line
 * with the HB/Ls done of the total and the PDF's bytes written meanwhile, then the envelope. Each
 * job's pages leave once laid out, and the stream waits for a slow reader, so the batch never
 * holds more than a job's pages.
 */
export async function printHblBatch(
  ctx: ServiceContext,
  caller: BatchCaller,
  { jobIds, variant }: BatchRequest,
  { req, reply }: { req: FastifyRequest; reply: FastifyReply },
) {
  const ids = [...new Set(jobIds)];
  const jobs = await findBatchJobs(ctx.db, ids, { officeCode: caller.actor.officeCode, jobType: caller.jobType });
  const missing = ids.find((id) => !jobs.some((job) => job.id === id));
  if (missing !== undefined) throw notFound(ENTITY_NAMES.job, missing);
  const without = jobs.filter((job) => job.hblIds.length === 0);
  if (without.length)
    throw new AppError(409, 'document.batchWithoutHbl', { jobNos: without.map((j) => j.jobNo).join(', ') });

  const total = jobs.reduce((sum, job) => sum + job.hblIds.length, 0);
  const fileName = `HBL-${jobs[0]!.jobNo}-${total}-${variant}.pdf`;
  const lines = new PassThrough();
  const written: Buffer[] = [];
  let done = 0;
  const line = (progress: THblBatchProgress) => lines.write(`${JSON.stringify({ progress })}\n`);
  const progress = () => ({ done, total, pdf: Buffer.concat(written.splice(0)).toString('base64') });

  const pdf = renderPdf(
    async (doc) => {
      for (const job of jobs) {
        const data = await readPrintJob(ctx, { ...caller, id: job.id }, caller.reader);
        const hbls = data.bills.hbls.filter((hbl) => job.hblIds.includes(hbl.id));
        for (const hbl of hbls) {
          await insertPrint(ctx.db, {
            jobId: job.id,
            hblId: hbl.id,
            hblNo: hbl.hblNo,
            kind: 'HBL',
            variant,
            printedBy: caller.actor.account,
          });
          drawHbl(doc, { data, hbl, variant });
          done += 1;
        }
        if (!line(progress())) await once(lines, 'drain');
        // The embedded database answers within the event loop's microtasks: without a turn the batch
        // held the process for its whole length, every other call waiting (bench/documents.ts).
        else await nextTurn();
      }
    },
    { title: fileName, locale: caller.reader.locale },
  );
  pdf.on('data', (chunk: Buffer) => written.push(chunk));
  pdf.on('end', () => {
    line(progress());
    lines.end(`${JSON.stringify(ok({ fileName, documents: total }))}\n`);
  });
  pdf.on('error', (error) => lines.end(`${JSON.stringify(envelopeOfLateFailure(error, req))}\n`));
  return reply.type(NDJSON).header('cache-control', 'no-store').send(lines);
}
