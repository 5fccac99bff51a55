import { PassThrough } from 'node:stream';
import type { TEnvelope } from '@apex/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOfLateFailure } from './error-handler';

const NDJSON = 'application/x-ndjson';
/** A line a tenth of a second is as often as a progress bar needs; a phase's first line always goes. */
const PROGRESS_EVERY_MS = 100;

/** The caller asked for progress lines (`Accept: application/x-ndjson`). */
export const wantsProgress = (req: FastifyRequest) => String(req.headers.accept ?? '').includes(NDJSON);

/**
 * Answers NDJSON (docs/decisions.md, "Long imports show their progress"): a `{ "progress": … }`
 * line now and then while `work` runs, then the envelope of its outcome as the last line, a
 * refusal worded as the error handler words it. The progress travels on the call's own
 * connection, so any process of the deployment can serve it. NDJSON is not among the types the
 * compression plugin buffers, so each line leaves when written.
 */
export function replyWithProgress<P extends { phase: string }>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (progress: (progress: P) => void) => Promise<TEnvelope<unknown>>,
): FastifyReply {
  const lines = new PassThrough();
  let lastAt = 0;
  let lastPhase = '';
  const progress = (value: P) => {
    const now = Date.now();
    if (value.phase === lastPhase && now - lastAt < PROGRESS_EVERY_MS) return;
    lastAt = now;
    lastPhase = value.phase;
    lines.write(`${JSON.stringify({ progress: value })}\n`);
  };
  work(progress).then(
    (envelope) => lines.end(`${JSON.stringify(envelope)}\n`),
    (error: unknown) => lines.end(`${JSON.stringify(envelopeOfLateFailure(error, req))}\n`),
  );
  return reply.type(`${NDJSON}; charset=utf-8`).header('cache-control', 'no-store').send(lines);
}
