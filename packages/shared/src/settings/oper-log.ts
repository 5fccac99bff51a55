import { z } from 'zod';
import { instant, text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import type { TLabelTexts } from '../labels/keys';

type ActionWords = TLabelTexts['administration']['operLogActions'];

/**
 * What the log can record, `<record>.<verb>`: each has its words in the label catalogue
 * (`administration:operLogActions.<record>.<verb>`), so an action without them does not compile.
 */
export type TOperLogAction = {
  [R in keyof ActionWords & string]: `${R}.${keyof ActionWords[R] & string}`;
}[keyof ActionWords & string];

/** The catalogue key of an action's words. */
export const operLogActionLabel = (action: string) => `administration:operLogActions.${action}` as const;

/** One row of the operation log (sys_oper_log): who did what to which record, when, from where. */
const ZOperLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  account: z.string(),
  officeCode: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's business key as it was when logged: job no, HB/L no, party code, account… */
  recordKey: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  /** What the action changed or carried (`changes: { field: [before, after] }` for updates). */
  detail: z.unknown(),
});
export type TOperLogEntry = z.infer<typeof ZOperLogEntry>;

/**
 * The log holds millions of rows, so a list reads at most OPER_LOG_WINDOW of them (page × size) and
 * counts at most that many: narrow the filters (date, user, record) to go further back.
 */
export const OPER_LOG_WINDOW = 10_000;

/** An export stops after this many rows: a workbook beyond it is no longer read by anyone. */
export const OPER_LOG_EXPORT_LIMIT = 100_000;

const exact = (max: number) => text(max).optional();

const operLogFilters = z.object({
  /** The user's account, exactly. */
  account: exact(64).transform((v) => v?.toLowerCase()),
  /** The record's id or business key (job no, party code…), exactly: the list's keyword box. */
  keyword: exact(100),
  entity: exact(60),
  action: exact(60),
  /** From this moment on (ISO 8601 with offset; the screen sends the start of the local day). */
  from: instant.optional(),
  /** Before this moment. */
  to: instant.optional(),
});

export const ZOperLogListQuery = ZPageQuery.omit({ sortOrder: true })
  .extend(operLogFilters.shape)
  .refine((q) => q.page * q.pageSize <= OPER_LOG_WINDOW, {
    path: ['page'],
    message: `At most the newest ${OPER_LOG_WINDOW} matches are listed: narrow the filters`,
  });

export const operLogRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/oper-log',
    access: needs('/sysOperLog/index'),
    summary: `The operation log, newest first, paged within the newest ${OPER_LOG_WINDOW} matches (the total is capped there)`,
    tag: 'operation log',
    query: ZOperLogListQuery,
    response: ZPage(ZOperLogEntry),
  }),
  /** Every match, newest first, read by keyset so a deep export stays as fast as the first page. */
  export: defineRoute({
    method: 'GET',
    path: '/sys/oper-log/export',
    access: needs('/sysOperLog/index'),
    summary: `The operation log as an Excel workbook, filtered as the list, newest first, at most ${OPER_LOG_EXPORT_LIMIT} rows`,
    tag: 'operation log',
    query: operLogFilters,
    response: FILE_RESPONSE,
  }),
};
