import type { TJobType } from '@apex/shared/jobs';

/** What the job card hands each of its tabs (issue 5): the job, and a way to say it has unsaved edits. */
export interface JobTabProps {
  jobType: TJobType;
  jobId: number;
  /** The card asks before its browser tab closes while any of its tabs is dirty (spec §4). */
  onDirtyChange?: (dirty: boolean) => void;
}
