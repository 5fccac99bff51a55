import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';

/** spec §4: the window event a job card's tab sends before it closes. */
export const jobCloseEventName = (jobType: TJobType, jobId: string) =>
  `${JOB_TYPE_TABLE[jobType].closeSignal}_${jobId}`;

/**
 * What the job card is asked (the event's `detail`). A page keeps its tab open by calling the
 * event's `preventDefault()` at once, or by handing `waitUntil` a promise that answers false (after
 * asking the user, say). Anything else lets the tab close.
 */
interface JobCloseRequest {
  jobType: TJobType;
  jobId: string;
  waitUntil(answer: Promise<boolean>): void;
}

export type JobCloseEvent = CustomEvent<JobCloseRequest>;

/**
 * Asks the job card whether its tab may close (spec §4): sends the cancelable event on `target`
 * (the window) and answers true unless a listener vetoed. A listener's failing promise counts as a
 * veto: unsaved work is worth more than a closed tab.
 */
export async function askJobToClose(target: EventTarget, jobType: TJobType, jobId: string): Promise<boolean> {
  const answers: Promise<boolean>[] = [];
  const event: JobCloseEvent = new CustomEvent(jobCloseEventName(jobType, jobId), {
    cancelable: true,
    detail: { jobType, jobId, waitUntil: (answer) => answers.push(answer) },
  });
  if (!target.dispatchEvent(event)) return false;
  const results = await Promise.all(answers.map((answer) => answer.catch(() => false)));
  return results.every(Boolean);
}
