import type { TJobType } from '@apex/shared/jobs';
import { useEffectEvent, useLayoutEffect } from 'react';
import { type JobCloseEvent, jobCloseEventName } from './job-close-signal';

/**
 * A job card answers its tab's close signal (spec §4): `canClose` says whether the tab may close now
 * (false keeps it), or a promise of that (after asking the user). The tab strip shows the card
 * before it asks, so the card is on screen to answer.
 */
export function useTabCloseGuard(jobType: TJobType, jobId: string, canClose: () => boolean | Promise<boolean>) {
  const answer = useEffectEvent((request: JobCloseEvent) => {
    const verdict = canClose();
    if (verdict === false) request.preventDefault();
    else if (verdict !== true) request.detail.waitUntil(verdict);
  });
  // A layout effect: a hidden (kept-alive) card has no effects, and this one must be back the moment
  // the strip shows the card, before it asks.
  useLayoutEffect(() => {
    const name = jobCloseEventName(jobType, jobId);
    const listener = (event: Event) => answer(event as JobCloseEvent);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [jobType, jobId]);
}
