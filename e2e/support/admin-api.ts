import { API, type RouteBody, type RouteDef, type RouteQuery, type TEnvelope } from '@apex/shared';
import { DEMO_ADMIN_PASSWORD } from '@apex/shared/demo';
import { type APIRequestContext, expect } from '@playwright/test';

interface Input<R extends RouteDef> {
  params?: Record<string, string | number>;
  query?: RouteQuery<R>;
  body?: RouteBody<R>;
}

/**
 * The API as a test sets up or checks data: one signed-in account, the routes of the shared
 * contract. Answers the whole envelope and the HTTP status.
 */
export class ApiSession {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, account = 'admin', password = DEMO_ADMIN_PASSWORD) {
    const reply = await request.post(`/api${API.auth.login.path}`, { data: { username: account, password } });
    const envelope = (await reply.json()) as TEnvelope<string>;
    expect(envelope.statusCode, envelope.message).toBe(200);
    return new ApiSession(request, envelope.data);
  }

  async send<T = unknown, R extends RouteDef = RouteDef>(route: R, input: Input<R> = {}) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => String(input.params?.[name]));
    const reply = await this.request.fetch(`/api${path}`, {
      method: route.method,
      headers: { authorization: this.token },
      params: input.query as Record<string, string | number> | undefined,
      data: input.body,
    });
    return { status: reply.status(), envelope: (await reply.json()) as TEnvelope<T> };
  }

  /** The data of a call that must succeed. */
  async data<T = unknown, R extends RouteDef = RouteDef>(route: R, input: Input<R> = {}): Promise<T> {
    const { envelope } = await this.send<T, R>(route, input);
    expect(envelope.statusCode, envelope.message).toBe(200);
    return envelope.data;
  }
}

/** A code no other test uses (upper-case, short enough for an office code: at most 10 characters). */
export const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
