import type { z } from 'zod';
import type { UploadSpec } from '../files/upload-types';
import type { TPermission } from '../permissions/registry';

/** Who may call a route. The server enforces it before validation; the access-matrix test checks it. */
type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  /** `also`: a second permission the caller must hold as well (a job part's and the job type's). */
  | { kind: 'permission'; permission: TPermission; also?: TPermission };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const SIGNED_IN = { kind: 'authenticated' } as const satisfies Access;
export function needs(permission: TPermission): { kind: 'permission'; permission: TPermission };
export function needs<A extends TPermission>(
  permission: TPermission,
  also: A,
): { kind: 'permission'; permission: TPermission; also: A };
export function needs(permission: TPermission, also?: TPermission): Access {
  return also ? { kind: 'permission', permission, also } : { kind: 'permission', permission };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route that answers a file (blob) instead of an envelope. */
export const FILE_RESPONSE = 'file' as const;

/**
 * One API route, declared once and shared: the server registers it (validation, permission,
 * OpenAPI), the web client calls it with typed input and output, and the test harnesses
 * enumerate it.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Path under /api, Fastify syntax (`/sys/users/:id`). */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  /**
   * A multipart/form-data body holding one file (field `file`) of these types, checked by content,
   * at most 2M. Such a route declares no `body`; anything else it needs travels in params or query.
   */
  upload?: UploadSpec;
  /** Schema of `data` in the success envelope, or FILE_RESPONSE. */
  response: z.ZodType | typeof FILE_RESPONSE;
  /** spec §7: some auth calls carry the token as a `token` query parameter instead of a header. */
  tokenInQuery?: boolean;
  /** Callable by a session that has to change its password before anything else. */
  duringPasswordChange?: boolean;
  /**
   * GET paths a write changes beside its own and its parents' (the web's `isStaleAfter`): a trucking
   * order's write, on its own path, sets the delivery dates of the jobs it serves (`…/jobs/:id`).
   */
  alsoChanges?: readonly string[];
  /** Limits the calls per minute from one address (sign-in, client error log). */
  rateLimitPerMinute?: number;
  /**
   * A GET that ends or moves the caller's session (spec §7 keeps logout and the office change GETs):
   * the server forgets the sessions it had resolved, as after any other method.
   */
  changesSession?: boolean;
}

export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;
export type RouteParams<R extends RouteDef> = InferOr<R['params'], undefined>;
export type RouteQuery<R extends RouteDef> = InferOr<R['query'], undefined>;
export type RouteBody<R extends RouteDef> = InferOr<R['body'], undefined>;
/** The answer's data: a file route's is the file, with the name the server gave it. */
export type RouteData<R extends RouteDef> = R['response'] extends z.ZodType ? z.output<R['response']> : File;
