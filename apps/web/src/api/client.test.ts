import { API } from '@apex/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The client runs in a browser: give it storage, a location and a fetch to answer from.
const store = vi.hoisted(() => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  Object.assign(globalThis, {
    localStorage: storage,
    navigator: { languages: ['en-US'] },
    window: { location: { href: 'http://app.test/home/index', origin: 'http://app.test' } },
  });
  return values;
});

const { call, ApiError } = await import('./client');
const { connectFeedback } = await import('./feedback');
// The client's toasts are in the current language; the app loads its texts before the first render.
await (await import('../i18n/i18n')).startI18n();

const toasts: string[] = [];
const dialogs: string[] = [];
connectFeedback({
  message: { error: ({ content }: { content: string }) => toasts.push(content) },
  modal: { warning: ({ content }: { content: string }) => dialogs.push(content) },
} as never);

const sent: { url: string; init: RequestInit }[] = [];
function answer(envelope: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(envelope));
    }),
  );
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const clientErrorsLogged = () => sent.filter((s) => s.url.includes('/TextLog/Error')).length;

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  store.clear();
  store.set('ws_token', 'tok');
  store.set('sc_dbcode', 'DB1');
  store.set('changeOfficeCode', 'SHA');
  store.set('ws_user_name', 'fin01');
});

describe('API client (spec §7 calls, §8 response handling)', () => {
  it('sends the token, database, office and language headers, and the client fields in POST bodies', async () => {
    answer({ statusCode: 200, message: '', data: null });
    await call(API.platform.clientError, { body: { error: 'x' } });
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      authorization: 'tok',
      'x-db-code': 'DB1',
      'x-change-office-code': 'SHA',
      'x-language': 'en_US',
    });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      error: 'x',
      targetDbCode: 'DB1',
      userName: 'fin01',
      langType: 'en_US',
    });
  });

  it('hands over the data of 408 and of an answer without a code', async () => {
    answer({ statusCode: 408, message: 'slow', data: 'kept' });
    expect(await call(API.platform.publicConfig)).toBe('kept');
    answer({ data: 'plain' });
    expect(await call(API.platform.publicConfig)).toBe('plain');
    expect(toasts).toEqual([]);
  });

  it('rejects 409 with the message and leaves the notice to the screen', async () => {
    answer({ statusCode: 409, message: 'changed by someone else', data: null });
    await expect(call(API.platform.publicConfig)).rejects.toThrow(ApiError);
    await settled();
    expect(toasts).toEqual([]);
  });

  it("says 'system error3:' with the message, logs it to TextLog/Error and rejects; 500 still hands over the data", async () => {
    answer({ statusCode: 400, message: 'bad input', data: null });
    await expect(call(API.platform.publicConfig)).rejects.toThrow('bad input');
    answer({ statusCode: 500, message: 'fault', data: 'partial' });
    expect(await call(API.platform.publicConfig)).toBe('partial');
    await settled();
    expect(toasts).toEqual(['system error3:bad input', 'system error3:fault']);
    expect(clientErrorsLogged()).toBe(2);
  });

  it('keeps background loads (isStopError) and ETD-is-empty messages out of toasts, but logs them', async () => {
    answer({ statusCode: 400, message: 'bad input', data: null });
    await expect(call(API.platform.publicConfig, undefined, { isStopError: true })).rejects.toThrow();
    answer({ statusCode: 400, message: 'Charge failed: ETD is empty', data: null });
    await expect(call(API.platform.publicConfig)).rejects.toThrow();
    await settled();
    expect(toasts).toEqual([]);
    expect(clientErrorsLogged()).toBe(2);
  });

  it("says 'system error1:' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(API.platform.publicConfig)).rejects.toThrow();
    await settled();
    expect(toasts).toEqual(['system error1:TypeError: Failed to fetch']);
  });

  it('tells a 401 and a code above 8000 once that the login expired', async () => {
    answer({ statusCode: 401, message: 'expired', data: null });
    await expect(call(API.platform.publicConfig)).rejects.toThrow();
    answer({ statusCode: 8001, message: 'expired', data: null });
    await expect(call(API.platform.publicConfig)).rejects.toThrow();
    await settled();
    expect(dialogs).toEqual(['You are not logged in or your login has expired, please log in again']);
  });
});
