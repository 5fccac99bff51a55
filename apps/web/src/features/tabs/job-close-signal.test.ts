import { describe, expect, it } from 'vitest';
import { askJobToClose, type JobCloseEvent, jobCloseEventName } from './job-close-signal';

/** A window stand-in with one listener for the event of that job. */
function windowWith(name: string, listener: (event: JobCloseEvent) => void) {
  const target = new EventTarget();
  target.addEventListener(name, (event) => listener(event as JobCloseEvent));
  return target;
}

describe('the job tab close signal (spec §4)', () => {
  it('names the event by job type and job id', () => {
    expect(jobCloseEventName('OE', 'OE2026-0001')).toBe('jobDetailClose_OE2026-0001');
    expect(jobCloseEventName('OI', 'OI2026-0002')).toBe('oiJobDetailClose_OI2026-0002');
  });

  it('lets the tab close when no page listens, or the page agrees', async () => {
    expect(await askJobToClose(new EventTarget(), 'OE', 'J1')).toBe(true);
    let asked: unknown;
    const agrees = windowWith('jobDetailClose_J1', (event) => {
      asked = event.detail;
      event.detail.waitUntil(Promise.resolve(true));
    });
    expect(await askJobToClose(agrees, 'OE', 'J1')).toBe(true);
    expect(asked).toMatchObject({ jobType: 'OE', jobId: 'J1' });
  });

  it('keeps the tab when the page vetoes at once', async () => {
    const vetoes = windowWith('oiJobDetailClose_J2', (event) => event.preventDefault());
    expect(await askJobToClose(vetoes, 'OI', 'J2')).toBe(false);
  });

  it('keeps the tab when the page answers no later, or its check fails', async () => {
    const later = windowWith('jobDetailClose_J3', (event) => event.detail.waitUntil(Promise.resolve(false)));
    expect(await askJobToClose(later, 'OE', 'J3')).toBe(false);
    const broken = windowWith('jobDetailClose_J3', (event) => event.detail.waitUntil(Promise.reject(new Error('x'))));
    expect(await askJobToClose(broken, 'OE', 'J3')).toBe(false);
  });

  it('is not heard by another job’s page', async () => {
    const other = windowWith('jobDetailClose_J4', (event) => event.preventDefault());
    expect(await askJobToClose(other, 'OE', 'J5')).toBe(true);
  });
});
