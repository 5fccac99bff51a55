import type { z } from 'zod';
import type { TMessageCode } from './messages';

/**
 * Adds a validation issue that carries one of our message codes, so the server answers it in the
 * caller's language and a form shows the same text under the field.
 */
export function addMessageIssue(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  messageCode: TMessageCode,
  values?: Record<string, string | number>,
): void {
  ctx.addIssue({ code: 'custom', path, message: messageCode, params: { messageCode, values } });
}

interface MessageIssueParams {
  messageCode: TMessageCode;
  values?: Record<string, string | number>;
}

export function messageIssueParams(issue: object): MessageIssueParams | undefined {
  const p = (issue as { params?: unknown }).params as Partial<MessageIssueParams> | undefined;
  return p && typeof p.messageCode === 'string' ? (p as MessageIssueParams) : undefined;
}

/** Flags every item whose key repeats an earlier item's, at `[...path, index, field]`. */
export function flagDuplicates<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  at: { path: string[]; field: keyof T & string },
  messageCode: TMessageCode,
): void {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const key = item[at.field];
    if (seen.has(key)) addMessageIssue(ctx, [...at.path, index, at.field], messageCode, { value: String(key) });
    seen.add(key);
  });
}
