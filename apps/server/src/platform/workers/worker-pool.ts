import { type MessagePort, type ResourceLimits, Worker } from 'node:worker_threads';

/** What a pooled worker posts: progress while it works, then its result or its failure. */
type PoolMessage<Progress, Result> = { progress: Progress } | { result: Result } | { failure: string };

/** The worker died under a task (out of its memory limit, or a fault outside the task's promise). */
export class WorkerCrashed extends Error {
  constructor(readonly code: string | undefined) {
    super(`worker stopped${code ? `: ${code}` : ''}`);
  }
}

interface WorkerPoolOptions {
  /** The worker's module: a bundle entry (.js) in production, its TypeScript source otherwise. */
  entry: URL;
  /** At most this many workers, each running one task at a time; further tasks wait their turn. */
  size: number;
  /** Each worker's heap limits: a task that needs more kills its worker, not the server. */
  resourceLimits: ResourceLimits;
  /** A worker idle this long ends, giving its memory back. */
  idleMs: number;
}

interface Job<Task, Progress, Result> {
  task: Task;
  onProgress: (progress: Progress) => void;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/** A worker and the task it runs, if any. */
interface Slot<Task, Progress, Result> {
  worker: Worker;
  job?: Job<Task, Progress, Result>;
  /** The error the worker died of, told before its exit. */
  failure?: Error;
  idleTimer?: NodeJS.Timeout;
}

function startWorker({ entry, resourceLimits }: WorkerPoolOptions): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { resourceLimits });
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { resourceLimits, workerData: { entry: entry.href } });
}

/**
 * A fixed number of worker threads for CPU-bound work that must not hold the event loop (docs/
 * decisions.md, "Excel imports are read off the event loop"). Workers start when first needed and
 * end when idle; an idle worker does not keep the process alive.
 */
export class WorkerPool<Task, Progress, Result> {
  private readonly slots = new Set<Slot<Task, Progress, Result>>();
  private readonly idle: Slot<Task, Progress, Result>[] = [];
  private readonly queue: Job<Task, Progress, Result>[] = [];

  constructor(private readonly options: WorkerPoolOptions) {}

  run(task: Task, onProgress: (progress: Progress) => void = () => {}): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, onProgress, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const slot = this.idle.pop() ?? (this.slots.size < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.task);
    }
  }

  private spawn(): Slot<Task, Progress, Result> {
    const slot: Slot<Task, Progress, Result> = { worker: startWorker(this.options) };
    this.slots.add(slot);
    slot.worker.on('message', (message: PoolMessage<Progress, Result>) => this.receive(slot, message));
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', () => {
      this.slots.delete(slot);
      if (this.idle.includes(slot)) this.idle.splice(this.idle.indexOf(slot), 1);
      slot.job?.reject(new WorkerCrashed((slot.failure as { code?: string } | undefined)?.code));
      this.dispatch();
    });
    return slot;
  }

  private receive(slot: Slot<Task, Progress, Result>, message: PoolMessage<Progress, Result>) {
    const { job } = slot;
    if (!job) return;
    if ('progress' in message) return job.onProgress(message.progress);
    slot.job = undefined;
    if ('result' in message) job.resolve(message.result);
    else job.reject(new Error(message.failure));
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void slot.worker.terminate(), this.options.idleMs).unref();
    this.idle.push(slot);
    this.dispatch();
  }
}

/**
 * The worker's side: runs each task it is given with `handle`, posting its progress and then its
 * result, or its failure as text (an Error does not cross threads whole).
 */
export function serveTasks<Task, Progress, Result>(
  port: MessagePort,
  handle: (task: Task, progress: (progress: Progress) => void) => Promise<Result>,
) {
  port.on('message', (task: Task) => {
    const post = (message: PoolMessage<Progress, Result>) => port.postMessage(message);
    handle(task, (progress) => post({ progress })).then(
      (result) => post({ result }),
      (error: unknown) => post({ failure: String(error) }),
    );
  });
}
