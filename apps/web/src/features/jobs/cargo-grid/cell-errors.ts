import type { TFieldIssue } from '@apex/shared';
import type { z } from 'zod';

/** Errors by cell, keyed `containers.2.containerNo` (or `bookingNo` for a plain field). */
export type CellErrors = Record<string, string>;

/** The key of a schema issue's path: `['containers', 2, 'containerNo']` → `containers.2.containerNo`. */
const cellKeyOfPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The key of a server issue's field: `body.containers[2].containerNo` → `containers.2.containerNo`. */
export const cellKeyOfField = (field: string) => field.replace(/^body\./, '').replace(/\[(\d+)\]/g, '.$1');

export function cellErrorsOfIssues(issues: readonly z.core.$ZodIssue[], text: (issue: z.core.$ZodIssue) => string) {
  const errors: CellErrors = {};
  for (const issue of issues) errors[cellKeyOfPath(issue.path)] ??= text(issue);
  return errors;
}

export function cellErrorsOfServer(issues: readonly TFieldIssue[]) {
  const errors: CellErrors = {};
  for (const issue of issues) errors[cellKeyOfField(issue.field)] ??= issue.message;
  return errors;
}
