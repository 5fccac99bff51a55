import { messageIssueParams, type TLocale } from '@apex/shared';
import type { z } from 'zod';
import { zhCN, zhTW } from 'zod/locales';
import { currentLocale, i18n } from '../../i18n/i18n';
import { messageText } from '../../i18n/server-messages';

type Issue = z.core.$ZodIssue;

// The server words zod's own issues with these locales too (platform/http/validation.ts).
const ZOD_LOCALES: Partial<Record<TLocale, z.core.$ZodErrorMap>> = {
  zh_CN: zhCN().localeError,
  zh_HK: zhTW().localeError,
};

/** An empty field the schema requires, whichever rule noticed it first. */
function isMissing(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  return issue.code === 'too_small' && issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array');
}

/**
 * An issue of a shared schema in the current language: our own rules (password policy, default
 * office) in the catalogue's words, the server's wording otherwise, with a plainer text for an
 * empty required field and for characters a code does not allow.
 */
export function zodIssueText(issue: Issue): string {
  const own = messageIssueParams(issue);
  if (own) return messageText(own.messageCode, own.values);
  if (isMissing(issue)) return i18n.t('admin:form.required');
  if (issue.code === 'invalid_format' && issue.format === 'regex') return i18n.t('admin:form.characters');
  const worded = ZOD_LOCALES[currentLocale()]?.(issue as never);
  return (typeof worded === 'string' ? worded : worded?.message) ?? issue.message;
}
