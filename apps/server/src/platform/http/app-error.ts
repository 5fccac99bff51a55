import type { Localized, TMessageCode } from '@apex/shared';

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
 * A 400 about one input field that only the service can judge (it needs the database); the answer
 * lists the field in `data.issues`, as a failed schema validation does.
 */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    messageCode: TMessageCode,
    values?: MessageValues,
  ) {
    super(400, messageCode, values);
    this.name = 'FieldError';
  }
}

export const badRequest = (code: TMessageCode, values?: MessageValues, data?: unknown) =>
  new AppError(400, code, values, data);
export const forbidden = (code: TMessageCode = 'auth.forbidden', values?: MessageValues) =>
  new AppError(403, code, values);
export const notFound = (entity: Localized, key: string | number) =>
  new AppError(404, 'record.notFound', { entity, key: String(key) });
export const duplicate = (entity: Localized, key: string) => new AppError(409, 'record.duplicate', { entity, key });
