import {
  API_PREFIX,
  CLIENT_BODY_FIELDS,
  FILE_RESPONSE,
  type RouteDef,
  type TMessageCode,
  ZEnvelope,
} from '@apex/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { MessageValues } from './app-error';
import { ok } from './envelope';
import { translate } from './translate';

/** spec §7: the client adds these to every body; they are accepted and otherwise ignored. */
const ZClientBodyFields = z.object({
  targetDbCode: z.string().max(40).optional(),
  userName: z.string().max(100).optional(),
  langType: z.string().max(10).optional(),
});

/** The body as the route declares it: services never see (or store) the client's extra fields. */
function declaredBody(body: unknown, extraFields: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null || extraFields.length === 0) return body;
  const own = { ...body } as Record<string, unknown>;
  for (const field of extraFields) delete own[field];
  return own;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type ServerData<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : FastifyReply;

interface HandlerInput<R extends RouteDef> {
  body: Out<R['body']>;
  query: Out<R['query']>;
  params: Out<R['params']>;
  auth: R['access'] extends { kind: 'public' } ? AuthContext | null : AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Sets the envelope's message (and code) of a successful answer. */
  say(code: TMessageCode, values?: MessageValues): void;
}

/** A handler answers the route's data, or the reply when it sent the answer itself (a stream). */
type RouteHandler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<ServerData<R> | FastifyReply>;

/**
 * Registers a shared route contract: its schemas validate the request and the answer, its access
 * is enforced by the access hook, its description lands in the OpenAPI document.
 */
export function implement<R extends RouteDef>(app: FastifyInstance, route: R, handler: RouteHandler<R>) {
  const rateLimit = route.rateLimitPerMinute;
  const shape = route.body?.shape ?? {};
  const extraFields = CLIENT_BODY_FIELDS.filter((field) => !(field in shape));
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.access.kind === 'public' ? {} : { security: [{ token: [] }] }),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body.safeExtend(ZClientBodyFields.shape) } : {}),
      ...(route.response === FILE_RESPONSE ? {} : { response: { 200: ZEnvelope(route.response) } }),
    },
    config: {
      contract: route,
      ...(rateLimit ? { rateLimit: { max: Math.ceil(rateLimit * app.rateLimitFactor), timeWindow: 60_000 } } : {}),
    },
    handler: async (req, reply) => {
      let message = '';
      let code: string | undefined;
      const data = await handler({
        body: declaredBody(req.body, extraFields) as never,
        query: req.query as never,
        params: req.params as never,
        auth: req.auth as never,
        req,
        reply,
        say: (c, values) => {
          code = c;
          message = translate(req.locale, c, values);
        },
      });
      if (route.response === FILE_RESPONSE || data === reply) return reply;
      return ok(data, message, code);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Multiplies per-route rate limits (RATE_LIMIT_FACTOR). */
    rateLimitFactor: number;
  }
}
