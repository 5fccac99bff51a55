import type { TEnvelope, TMessageCode } from '@apex/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { AppError, FieldError, type MessageValues } from './app-error';
import { requestLocale } from './locale';
import { translate } from './translate';
import { describeIssues, RequestValidationError } from './validation';

/** Fastify's own client errors, mapped to our messages. */
const FASTIFY_CODES: Record<string, { status: number; code: TMessageCode }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'http.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'http.malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'http.payloadTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'http.malformedJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'http.malformedJson' },
};

function errorEnvelope(
  req: FastifyRequest,
  status: number,
  code: TMessageCode,
  values?: MessageValues,
  data: unknown = null,
): TEnvelope<unknown> {
  const locale = req.locale ?? requestLocale(req);
  return { statusCode: status, message: translate(locale, code, values), data, code, requestId: String(req.id) };
}

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: TMessageCode,
  values?: MessageValues,
  data: unknown = null,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(req, status, code, values, data));
}

/**
 * The envelope of a failure met after the answer began (the last line of a streamed answer, whose
 * status was sent with its first): an AppError as the error handler words it, anything else a 500.
 */
export function envelopeOfLateFailure(error: unknown, req: FastifyRequest): TEnvelope<unknown> {
  if (error instanceof AppError)
    return errorEnvelope(req, error.statusCode, error.messageCode, error.values, error.data);
  req.log.error({ err: error }, 'unhandled error');
  return errorEnvelope(req, 500, 'http.internal', { requestId: String(req.id) });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed URL, an over-long path
 * parameter) would otherwise leave as Fastify's own JSON, without the envelope. No hook has run
 * yet, so the language is read here.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.locale = requestLocale(req);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err: error }, 'framework error');
    return send(req, reply, 500, 'http.internal', { requestId: String(req.id) });
  }
  return send(req, reply, status, 'http.badUrl', { url: req.url.slice(0, 200) });
}

/**
 * Every failure leaves as an envelope with a clear message; 4xx are the caller's to fix, 5xx are
 * logged with the request id and never show internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, req, reply) => {
    if (error instanceof FieldError) {
      const message = translate(req.locale ?? requestLocale(req), error.messageCode, error.values);
      const issues = [{ field: error.field, message }];
      return send(req, reply, error.statusCode, error.messageCode, error.values, { issues });
    }
    if (error instanceof AppError)
      return send(req, reply, error.statusCode, error.messageCode, error.values, error.data);
    if (error instanceof RequestValidationError) {
      const issues = describeIssues(error.issues, error.validationContext, req.locale ?? requestLocale(req));
      const details = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return send(req, reply, 400, 'validation.invalid', { details }, { issues });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const type = String(req.headers['content-type'] ?? '').slice(0, 100);
      return send(req, reply, known.status, known.code, { type });
    }
    if (error.statusCode === 429) return send(req, reply, 429, 'http.rateLimited');
    if (error instanceof SyntaxError) return send(req, reply, 400, 'http.malformedJson');
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      return send(req, reply.header('retry-after', '5'), 503, 'http.databaseUnavailable');
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      req.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
    } else if (error.statusCode && error.statusCode < 500) {
      req.log.warn({ err: error }, 'client error');
      return send(req, reply, error.statusCode, 'validation.invalid', { details: error.message });
    } else {
      req.log.error({ err: error }, 'unhandled error');
    }
    return send(req, reply, 500, 'http.internal', { requestId: String(req.id) });
  });
}
