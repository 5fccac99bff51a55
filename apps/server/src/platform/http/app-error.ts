import type { Localized, TLabelKey, TMessageCode } from '@apex/shared';
import { formatDateTime } from '@apex/shared/format';
import { labelTexts } from '@apex/shared/labels';

export type MessageValues = Record<string, string | number | Localized>;

/**
 * A failure the caller can act on: an HTTP status, a stable message code and its values. The
 * error handler turns it into the envelope in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: TMessageCode,
    readonly values?: MessageValues,
    readonly data: unknown = null,
  ) {
    super(messageCode);
    this.name = 'AppError';
  }
}

/**
 * A refusal of one input field that only the server can check (a code that must exist, the old
 * password: 400; a value the caller may not set: 403); `data.issues` names the field as a schema
 * validation failure does, so a form shows it.
 */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    messageCode: TMessageCode,
    values?: MessageValues,
    statusCode = 400,
  ) {
    super(statusCode, messageCode, values);
    this.name = 'FieldError';
  }
}

export const badRequest = (code: TMessageCode, values?: MessageValues, data?: unknown) =>
  new AppError(400, code, values, data);
export const invalidField = (field: string, code: TMessageCode, values?: MessageValues) =>
  new FieldError(field, code, values);
/** A field the caller's permissions or offices do not let them set. */
export const forbiddenField = (field: string, code: TMessageCode, values?: MessageValues) =>
  new FieldError(field, code, values, 403);
export const forbidden = (code: TMessageCode = 'auth.forbidden', values?: MessageValues) =>
  new AppError(403, code, values);
// `entity` and `by` name records by their key in the label catalogue (ENTITY_NAMES).
export const notFound = (entity: TLabelKey, key: string | number) =>
  new AppError(404, 'record.notFound', { entity: labelTexts(entity), key: String(key) });
export const duplicate = (entity: TLabelKey, key: string) =>
  new AppError(409, 'record.duplicate', { entity: labelTexts(entity), key });
/** A code of the input that names no record, told on its field ("Office NGB does not exist"). */
export const unknownReference = (field: string, entity: TLabelKey, key: string) =>
  new FieldError(field, 'record.notFound', { entity: labelTexts(entity), key });
export const inUse = (entity: TLabelKey, key: string, count: number, by: TLabelKey) =>
  new AppError(409, 'record.inUse', { entity: labelTexts(entity), key, count, by: labelTexts(by) });

/** spec §9: dates read YYYY-MM-DD HH:mm:ss; the server speaks UTC and says so. */
export const utcText = (at: Date) => `${formatDateTime(at, { zone: 'utc' })} UTC`;

/** Someone saved the record after the caller read it; `data` says who and when, for the client. */
export const stale = (by: string, at: Date, version: number) =>
  new AppError(409, 'record.stale', { by, at: utcText(at) }, { updatedBy: by, updatedAt: at.toISOString(), version });
