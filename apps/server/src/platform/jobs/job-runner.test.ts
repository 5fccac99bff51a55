import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { type JobKind, type JobRunner, startJobRunner } from './job-runner';

const t = useTestApp();
let runner: JobRunner | undefined;
afterAll(() => runner?.stop());

const until = async (done: () => boolean, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return done();
};

describe('the background job runner (pg-boss in the app’s database)', () => {
  it('runs a job sent to it, again after a failure, and stops without leaving a worker behind', async () => {
    const runs: string[] = [];
    const flaky: JobKind<{ note: string }> = {
      name: 'test-flaky',
      retry: { limit: 2, delaySeconds: 1 },
      async run({ note }) {
        runs.push(note);
        if (runs.length === 1) throw new Error('the first try fails');
      },
    };
    const errors: Error[] = [];
    runner = await startJobRunner(t.database, [flaky as JobKind], (error) => errors.push(error));
    await runner.send(flaky, { note: 'hello' });
    expect(await until(() => runs.length >= 2)).toBe(true);
    expect(runs).toEqual(['hello', 'hello']);
    await runner.stop();
    runner = undefined;
    expect(errors).toEqual([]);
  });
});
