import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { queryFlag, requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion, ZVersionQuery } from '../api/paging';
import { defineRoute, needs, SIGNED_IN } from '../api/route';
import { ZLocale } from '../i18n/locale-schema';

/** An administrator's wording of one text of the web app in one language (/languageSetting/index). */
const ZUiTextOverride = z.object({
  id: z.number().int(),
  text: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TUiTextOverride = z.infer<typeof ZUiTextOverride>;

const ZByLocale = <T extends z.ZodType>(value: T) => z.object({ en_US: value, zh_CN: value, zh_HK: value });

/** One text of the web app: its key, the wording it ships with, and the overrides of it. */
const ZUiText = z.object({
  /** `namespace:key`, the text's identity. */
  id: z.string(),
  namespace: z.string(),
  key: z.string(),
  builtIn: ZByLocale(z.string()),
  overrides: ZByLocale(ZUiTextOverride.nullable()),
});
export type TUiText = z.infer<typeof ZUiText>;

export const ZUiTextListQuery = ZPageQuery.omit({ sortOrder: true }).extend({
  /** Part of the key, of a built-in text or of an override, in any language. */
  keyword: text(100).optional(),
  namespace: text(60).optional(),
  /** Only texts with (true) or without (false) an override. */
  overridden: queryFlag.optional(),
});

/** `{{name}}` placeholders of a text: an override must keep exactly those of the built-in text. */
export const placeholdersOf = (s: string) => [...new Set(s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

/**
 * Plain text only: the app shows texts as text, but a tag here would be a trap the day one is
 * rendered as markup, so none is accepted.
 */
const overrideText = requiredText(1000).superRefine((value, ctx) => {
  if (/<[a-zA-Z!/?]/.test(value)) addMessageIssue(ctx, [], 'uiText.markup');
});

export const ZCreateUiTextOverrideRequest = z.object({
  namespace: requiredText(60),
  key: requiredText(200),
  locale: ZLocale,
  text: overrideText,
});

export const ZUpdateUiTextOverrideRequest = z.object({ version: ZVersion, text: overrideText });

/** The overrides of one language as the app applies them: `{ namespace: { 'dotted.key': text } }`. */
const ZUiTextOverrideSet = z.object({
  /** Changes whenever an override of the language is added, changed or removed. */
  version: z.string(),
  /** Null when the caller already holds this version. */
  texts: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
});
export type TUiTextOverrideSet = z.infer<typeof ZUiTextOverrideSet>;

const tag = 'language settings';

export const uiTextRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/ui-texts',
    access: needs('/languageSetting/index'),
    summary: 'Every text of the web app with its built-in wording and overrides in the three languages, paged',
    tag,
    query: ZUiTextListQuery,
    response: ZPage(ZUiText),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/sys/ui-text-overrides',
    access: needs('/languageSetting/edit'),
    summary:
      'Overrides a text of the web app in one language; plain text keeping the built-in {{placeholders}}, one per text and language',
    tag,
    body: ZCreateUiTextOverrideRequest,
    response: ZUiTextOverride,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/sys/ui-text-overrides/:id',
    access: needs('/languageSetting/edit'),
    summary: 'Rewords an override (optimistic concurrency on version)',
    tag,
    params: ZIdParams,
    body: ZUpdateUiTextOverrideRequest,
    response: ZUiTextOverride,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/sys/ui-text-overrides/:id',
    access: needs('/languageSetting/edit'),
    summary: 'Removes an override: the text shows its built-in wording again',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
  /** What the app loads after it starts, and after a language switch. */
  overridesOf: defineRoute({
    method: 'GET',
    path: '/i18n/overrides',
    access: SIGNED_IN,
    summary:
      "One language's overrides for the app to apply; `since` a version the caller holds answers no texts if unchanged",
    tag,
    query: z.object({ locale: ZLocale, since: z.string().max(100).optional() }),
    response: ZUiTextOverrideSet,
  }),
};
