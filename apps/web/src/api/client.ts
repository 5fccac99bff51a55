import type {
  CLIENT_BODY_FIELDS,
  RouteBody,
  RouteData,
  RouteDef,
  RouteParams,
  RouteQuery,
  TEnvelope,
} from '@apex/shared';
import { platformRoutes } from '@apex/shared/common';
import { claimEarlyResponse } from '../boot/early-requests';
import { currentLocale, i18n } from '../i18n/i18n';
import { messageText } from '../i18n/server-messages';
import { requestHeaders as headersFor } from '../platform/request-headers';
import { goToSignOn, resetToken } from '../platform/sign-on';
import { readStored, STORAGE_KEYS } from '../platform/storage';
import { type Reply, send, TransportError } from '../platform/transport';
import { whenFeedback } from './feedback';
import { isSilentMessage, replyOutcome } from './reply-outcome';

/** An input with no fields (`{}` written so that records with an index signature count too). */
type Empty = Record<never, never>;

// A part is optional when nothing in it is required: a route family's loose schemas (the kit's
// `RouteDef & { query: z.ZodObject }`) type it as a record, which an empty input satisfies.
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Empty extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** Params, query and body as the route's shared schemas type them. */
export type CallInput<R extends RouteDef> = Part<'params', RouteParams<R>> &
  Part<'query', RouteQuery<R>> &
  Part<'body', RouteBody<R>>;

interface CallOptions {
  /**
   * spec §7: no error notice for this call; it is still logged and rejected. Background loads, and
   * screens that show a failure themselves (on the fields, in place, in their own message), pass
   * `{ isStopError: true }`: written so everywhere, under the spec's name.
   */
  isStopError?: boolean;
  timeoutMs?: number;
  /** Asks the route for its progress (an import's), which this hears as it comes. */
  onProgress?: (progress: unknown) => void;
  /** Hears the percentage of an upload sent so far (`uploadFile`). */
  onUploadProgress?: (percent: number) => void;
}

type CallArgs<R extends RouteDef> =
  Empty extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/** A call the server answered with anything but success. */
export class ApiError extends Error {
  constructor(readonly envelope: TEnvelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiError';
  }
  get statusCode() {
    return this.envelope.statusCode;
  }
}

/**
 * What went wrong with a call, in the user's language: the server's message, or spec §8's
 * 'system error1/2' when the server was not reached or its answer was unreadable. For screens that
 * call with `isStopError` and show the failure themselves.
 */
export function failureText(error: unknown): string {
  if (error instanceof TransportError) {
    const detail = error.message === 'timeout' ? i18n.t('api:timeout') : error.message;
    return i18n.t(error.kind === 'unreachable' ? 'api:unreachable' : 'api:unreadable', { detail });
  }
  return error instanceof Error ? error.message : String(error);
}

const requestHeaders = () => headersFor(currentLocale());

/** spec §7: POST (and PUT) bodies also carry the database code, the user name and the language. */
function withClientFields(method: RouteDef['method'], body: unknown): unknown {
  if ((method !== 'POST' && method !== 'PUT') || typeof body !== 'object' || body === null) return body;
  const fields: Record<(typeof CLIENT_BODY_FIELDS)[number], string> = {
    targetDbCode: readStored(STORAGE_KEYS.dbCode),
    userName: readStored(STORAGE_KEYS.userName),
    langType: currentLocale(),
  };
  if (!(body instanceof FormData)) return { ...body, ...fields };
  // An upload's text fields go before its file, which the server reads as the body's last part.
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of body) form.append(name, value);
  return form;
}

/** spec §7 TextLog/Error: the client's error log; its own failure is ignored. */
function logError(route: RouteDef, detail: Record<string, unknown>) {
  const error = JSON.stringify({ method: route.method, path: route.path, ...detail });
  const body = { userName: readStored(STORAGE_KEYS.userName) || undefined, error, url: window.location.href };
  void send(platformRoutes.clientError, { body }, { headers: requestHeaders() }).catch(() => undefined);
}

async function toast(text: string) {
  const { message } = await whenFeedback();
  // spec §8/§9: error toasts stay 5000 ms.
  void message.error({ content: text, duration: 5 });
}

let signInAgainShown = false;

/** spec §8: 401 tells the user once, then goes to the sign-on page and comes back here. */
async function signInAgain() {
  if (signInAgainShown) return;
  signInAgainShown = true;
  const { modal } = await whenFeedback();
  modal.warning({
    title: i18n.t('common:notice'),
    content: messageText('auth.notLoggedIn'),
    onOk: () => {
      resetToken();
      goToSignOn(window.location.href);
    },
  });
}

function settle<T>(route: RouteDef, { envelope }: Reply<T>, options: CallOptions): TEnvelope<T> {
  const outcome = replyOutcome(envelope.statusCode);
  if (outcome === 'resolve') return envelope;
  if (outcome === 'signInAgain') void signInAgain();
  if (outcome === 'reportAndResolve' || outcome === 'reportAndReject') {
    logError(route, { statusCode: envelope.statusCode, message: envelope.message, requestId: envelope.requestId });
    if (!options.isStopError && !isSilentMessage(envelope.message))
      void toast(i18n.t('api:failed', { detail: envelope.message }));
    if (outcome === 'reportAndResolve') return envelope;
  }
  throw new ApiError(envelope);
}

/**
 * Calls one route of the shared contract and answers its whole envelope; spec §8's handling of
 * every status happens here, once. Input and answer are typed by the route's schemas. Code
 * written for a family of routes (the kit's lists and records) calls at the family's type
 * (`RouteDef & { query: z.ZodObject }`), or, to keep a type parameter's answer type, passes its
 * input `as CallInput<R>`.
 */
export async function request<R extends RouteDef>(
  route: R,
  ...[input, options = {}]: CallArgs<R>
): Promise<TEnvelope<RouteData<R>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: object; body?: unknown };
  const headers = requestHeaders();
  let reply: Reply<RouteData<R>>;
  try {
    reply = await send<RouteData<R>>(
      route,
      { params, query: query as Record<string, unknown>, body: withClientFields(route.method, body) },
      {
        headers,
        timeoutMs: options.timeoutMs,
        onProgress: options.onProgress,
        onUploadProgress: options.onUploadProgress,
        sentEarly: (url) => claimEarlyResponse(url, headers),
      },
    );
  } catch (error) {
    if (error instanceof TransportError && !options.isStopError) void toast(failureText(error));
    throw error;
  }
  const envelope = settle(route, reply, options);
  if (route.method !== 'GET' && replyOutcome(envelope.statusCode) === 'resolve')
    for (const listener of savedListeners) listener(route);
  return envelope;
}

type SavedListener = (route: RouteDef) => void;
const savedListeners = new Set<SavedListener>();

/**
 * Hears every write the server accepted, whichever screen sent it: the query client reloads the
 * lists the written record belongs to (app/query-client.ts), so no screen has to know them.
 */
export function onSaved(listener: SavedListener): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/** Like `request`, answering only the envelope's data: `call(API.auth.currentUser)`. */
export async function call<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>> {
  return (await request(route, ...args)).data;
}

/** A route that takes a multipart upload (`upload` in its contract). */
export type UploadRoute = RouteDef & { upload: NonNullable<RouteDef['upload']> };

/**
 * Sends one file to an upload route (multipart field `file`), with the route's params and query,
 * and answers the envelope; spec §8's handling of the answer is `request`'s.
 */
export async function uploadFile<R extends UploadRoute>(
  route: R,
  file: Blob & { name: string },
  input: Omit<CallInput<R>, 'body'>,
  options: CallOptions = {},
): Promise<TEnvelope<RouteData<R>>> {
  const body = new FormData();
  body.append('file', file, file.name);
  // The form data stands for the file the route's `upload` declares; it has no body schema.
  return request(route, { ...input, body } as CallInput<R>, options);
}
