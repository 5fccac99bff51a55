import { availableParallelism } from 'node:os';
import type { TExcelTemplateName } from '@apex/shared/files';
import { WorkerCrashed, WorkerPool } from '../workers/worker-pool';
import type { ReadOutcome, ReadProgress } from './reader/template-rows';

// Beside this module in the sources; beside main.js in the build, whose entry it is (build.mjs).
const entry = new URL(
  import.meta.url.endsWith('.ts') ? './xlsx-read-worker.ts' : './xlsx-read-worker.js',
  import.meta.url,
);

/**
 * The workers reading imported workbooks: one on two CPUs, so the event loop keeps the other,
 * never more than two. Each may hold 256 MiB of heap: the read limits keep a workbook far below
 * it, and one that is not stops its worker, not the server.
 */
const readers = new WorkerPool<{ content: Uint8Array; template: TExcelTemplateName }, ReadProgress, ReadOutcome>({
  entry,
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  idleMs: 60_000,
});

/**
 * Reads a filled template in a worker thread (reader/template-rows.ts), off the event loop. A
 * worker that runs out of memory answers as a file too large.
 */
export async function readTemplateRowsOffThread(
  content: Buffer,
  template: TExcelTemplateName,
  onProgress?: (progress: ReadProgress) => void,
): Promise<ReadOutcome> {
  try {
    return await readers.run({ content, template }, onProgress);
  } catch (error) {
    if (error instanceof WorkerCrashed && error.code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'tooLarge' };
    throw error;
  }
}
