import type { TFieldIssue } from '@apex/shared';
import type { z } from 'zod';

/** Errors of one form field, as antd's `form.setFields` takes them. */
export interface FieldErrors {
  name: string;
  errors: string[];
}

function groupByField(entries: readonly { name: string; message: string }[]): FieldErrors[] {
  const byField = new Map<string, string[]>();
  for (const { name, message } of entries) byField.set(name, [...(byField.get(name) ?? []), message]);
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/**
 * The issues of a shared request schema as form field errors. Forms are flat, so an issue inside
 * a list (`officeCodes[0]`) belongs to the list's field; issues without a path are left out.
 */
export function fieldErrorsOfIssues(
  issues: readonly z.core.$ZodIssue[],
  text: (issue: z.core.$ZodIssue) => string,
): FieldErrors[] {
  return groupByField(
    issues
      .filter((issue) => issue.path.length > 0)
      .map((issue) => ({ name: String(issue.path[0]), message: text(issue) })),
  );
}

/** The form field a server issue names: `body.roleCodes[1]` → `roleCodes`; not a body field → undefined. */
export function formFieldOf(field: string): string | undefined {
  return /^body\.([A-Za-z0-9_]+)/.exec(field)?.[1];
}

/**
 * The server's `data.issues` placed on the form's fields; those about a field the form does not
 * show (the `version` it sent, say) come back unplaced, for a message of their own.
 */
export function fieldErrorsOfServerIssues(
  issues: readonly TFieldIssue[],
  formFields: readonly string[],
): { fields: FieldErrors[]; unplaced: TFieldIssue[] } {
  const placed: { name: string; message: string }[] = [];
  const unplaced: TFieldIssue[] = [];
  for (const issue of issues) {
    const name = formFieldOf(issue.field);
    if (name && formFields.includes(name)) placed.push({ name, message: issue.message });
    else unplaced.push(issue);
  }
  return { fields: groupByField(placed), unplaced };
}
