import { messageIssueParams, type TFieldIssue, type TLocale, type TMessageCode } from '@apex/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { translate } from './translate';

type Issue = z.core.$ZodIssue;

/** Carries zod's issues to the error handler, which words them in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  validationContext?: string;
  constructor(readonly issues: Issue[]) {
    super('request validation failed');
  }
}

/**
 * Characters PostgreSQL cannot store: U+0000 in text, and UTF-16 surrogates without their pair (not
 * encodable as UTF-8, refused by jsonb). With the `u` flag a proper pair is one code point, so
 * \p{Cs} matches only the unpaired ones.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const isUnstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/**
 * A string PostgreSQL cannot store would fail in SQL as a server error, so it is refused here,
 * field by field (object keys too: free-form objects become jsonb). Walks without recursion and
 * builds a path only for a finding, since `z.unknown()` fields may nest as deep as the body limit
 * allows.
 */
function unstorableTextIssues(value: unknown): Issue[] {
  const issues: Issue[] = [];
  const nodes: { value: unknown; key?: PropertyKey; parent?: number }[] = [{ value }];
  const pathOf = (i: number): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let n = nodes[i]; n?.parent !== undefined; n = nodes[n.parent]) path.unshift(n.key!);
    return path;
  };
  for (let i = 0; i < nodes.length; i++) {
    const { value: v, key } = nodes[i]!;
    if ((typeof v === 'string' && isUnstorable(v)) || (typeof key === 'string' && isUnstorable(key))) {
      const messageCode: TMessageCode = 'validation.unstorableText';
      issues.push({ code: 'custom', path: pathOf(i), message: messageCode, params: { messageCode }, input: undefined });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v))
        nodes.push({ value: child, key: Array.isArray(v) ? Number(key) : key, parent: i });
    }
  }
  return issues;
}

/** Fastify validator: zod schemas from packages/shared parse params, query and body. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput lets zod's own locales say what was received; the input is not sent back.
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    const unstorable = unstorableTextIssues(result.data);
    return unstorable.length ? { error: new RequestValidationError(unstorable) } : { value: result.data };
  };

const zodLocales: Partial<Record<TLocale, () => { localeError: z.core.$ZodErrorMap }>> = {
  zh_CN: z.locales.zhCN,
  zh_HK: z.locales.zhTW,
};
const localeErrorCache = new Map<TLocale, z.core.$ZodErrorMap>();

function zodMessage(issue: Issue, locale: TLocale): string {
  const factory = zodLocales[locale];
  if (!factory) return issue.message;
  let map = localeErrorCache.get(locale);
  if (!map) {
    map = factory().localeError;
    localeErrorCache.set(locale, map);
  }
  const worded = map(issue as never);
  return (typeof worded === 'string' ? worded : worded?.message) ?? issue.message;
}

/** One entry per problem: the field it concerns (`body.username`) and what is wrong. */
export function describeIssues(issues: Issue[], context: string | undefined, locale: TLocale): TFieldIssue[] {
  return issues.map((issue) => {
    const own = messageIssueParams(issue);
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.');
    return {
      field: [context === 'querystring' ? 'query' : context, path].filter(Boolean).join('.').replaceAll('.[', '['),
      message: own ? translate(locale, own.messageCode, own.values) : zodMessage(issue, locale),
    };
  });
}
