import { API_PREFIX, FILE_RESPONSE, type HttpMethod, type TEnvelope } from '@apex/shared';
import { PROGRESS_ACCEPT, readProgressLines } from './progress-lines';
import { fetchWithUploadProgress } from './upload-progress';

/** What the transport needs of a route contract; the sign-on page passes just these two fields. */
export interface RouteLink {
  method: HttpMethod;
  path: string;
  /** FILE_RESPONSE for a route that answers a file; only such a route's answer is taken as bytes. */
  response?: unknown;
}

interface SendInput {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

interface SendOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** A GET's answer already asked for (boot/early-requests.ts), taken instead of asking again. */
  sentEarly?: (url: string) => Promise<Response> | undefined;
  /**
   * Asks for the call's progress (an import's): it hears each progress line, and the time-out
   * counts from the latest line rather than from the start.
   */
  onProgress?: (progress: unknown) => void;
  /** Hears the percentage of an upload's body sent so far; the time-out counts from the latest. */
  onUploadProgress?: (percent: number) => void;
}

/** spec §7/§9: the request time-out of the main client. */
const REQUEST_TIMEOUT_MS = 150_000;

/** The server could not be reached (or did not answer in time), or its answer was not an envelope. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface Reply<T> {
  httpStatus: number;
  envelope: TEnvelope<T>;
}

/** `/auth/x/:id` with params and query → `/api/auth/x/7?a=1`; empty query values are left out (spec §7). */
export function buildUrl(route: RouteLink, input: SendInput): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** The server's envelope; spec §8 reads one without a status code as data, so `data` alone will do. */
function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  return typeof value === 'object' && value !== null && ('statusCode' in value || 'data' in value);
}

/** The file name of a download: RFC 5987 `filename*` (UTF-8, so Chinese names survive), else `filename`. */
export function attachmentName(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]*)"/i)?.[1] ?? 'download';
}

/** A response already asked for, given up on like a fetch of our own when the time-out fires. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

/**
 * One HTTP exchange with the API, without any user interface: the sign-on page and the app's
 * client (which adds spec §8's handling) both go through here.
 */
export async function send<T>(route: RouteLink, input: SendInput, options: SendOptions = {}): Promise<Reply<T>> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let timer = setTimeout(() => controller.abort(), timeoutMs);
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
  };
  const hasBody = input.body !== undefined && route.method !== 'GET';
  // A FormData body (an upload) is sent as multipart; the browser writes its boundary header.
  const isForm = input.body instanceof FormData;
  let response: Response;
  let parsed: unknown;
  try {
    const url = buildUrl(route, input);
    const early = route.method === 'GET' ? options.sentEarly?.(url) : undefined;
    const init = {
      method: route.method,
      headers: {
        ...(hasBody && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(options.onProgress ? { accept: PROGRESS_ACCEPT } : {}),
        ...options.headers,
      },
      body: isForm ? (input.body as FormData) : hasBody ? JSON.stringify(input.body) : undefined,
      signal: controller.signal,
    };
    const { onUploadProgress } = options;
    response = await (early
      ? untilAborted(early, controller.signal)
      : isForm && onUploadProgress
        ? fetchWithUploadProgress(url, init, (percent) => {
            stillAlive();
            onUploadProgress(percent);
          })
        : fetch(url, init));
    // A file route (FILE_RESPONSE) answers the bytes; its refusals still come as an envelope.
    const json = response.headers.get('content-type')?.includes('application/json');
    if (route.response === FILE_RESPONSE && response.ok && !json) {
      const file = new File([await response.blob()], attachmentName(response.headers.get('content-disposition')), {
        type: response.headers.get('content-type') ?? '',
      });
      return { httpStatus: response.status, envelope: { statusCode: 200, message: '', data: file as T } };
    }
    const lines =
      options.onProgress && response.body && response.headers.get('content-type')?.includes(PROGRESS_ACCEPT);
    parsed = lines
      ? await readProgressLines(response.body!, options.onProgress!, stillAlive)
      : await response.json().catch(() => undefined);
  } catch (error) {
    throw new TransportError('unreachable', controller.signal.aborted ? 'timeout' : String(error));
  } finally {
    clearTimeout(timer);
  }
  if (!isEnvelope(parsed)) throw new TransportError('unreadable', `HTTP ${response.status}`);
  return { httpStatus: response.status, envelope: parsed as TEnvelope<T> };
}
