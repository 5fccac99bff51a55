/** Median of unsorted samples (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Figures {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean in ms: 1000 / mean is the calls per second of one caller. */
  mean: number;
}

export function figuresOf(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  return {
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean,
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, and returns p50/p95/p99 in ms. */
export async function measure(runs: number, fn: () => Promise<unknown>, warmup = Math.min(20, runs)) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timed(fn));
  return figuresOf(samples);
}

/**
 * Measures two ways of doing one thing call for call, alternating, so that both meet the same
 * machine: on a shared 2-CPU machine one run of 200 calls after another saw a p95 move by half
 * between them, which a ratio of the two would take for a difference of the ways.
 */
export async function measureSideBySide(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) {
    await a();
    await b();
  }
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < runs; i++) {
    first.push(await timed(a));
    second.push(await timed(b));
  }
  return [figuresOf(first), figuresOf(second)] as const;
}

export function printRow(label: string, r: { runs: number; p50: number; p95: number; p99: number }) {
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.info(
    `${label.padEnd(44)} n=${String(r.runs).padStart(5)}  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms`,
  );
}
