import { HEADERS } from '@apex/shared';
import type { TChangePasswordRequest } from '@apex/shared/auth';
import type { TPublicConfig } from '@apex/shared/common';
import type { TLocale } from '@apex/shared/i18n';
import { type RouteLink, send } from '../platform/transport';
import type { SsoContract } from './contract';

declare const __SSO_CONTRACT__: SsoContract;
export const SSO_CONTRACT = __SSO_CONTRACT__;

function post<T>(route: RouteLink, body: unknown, locale: TLocale, token?: string) {
  const headers: Record<string, string> = { [HEADERS.language]: locale };
  if (token) headers[HEADERS.authorization] = token;
  return send<T>(route, { body }, { headers });
}

/** spec §3 Login payload, §5: trimmed user name, the password, empty code and uuid, type 2. */
export const signIn = (username: string, password: string, locale: TLocale) =>
  post<string>(SSO_CONTRACT.routes.login, { username: username.trim(), password, code: '', uuid: '', type: 2 }, locale);

export const changePassword = (input: TChangePasswordRequest, token: string, locale: TLocale) =>
  post<null>(SSO_CONTRACT.routes.changePassword, input, locale, token);

export async function loadPublicConfig(): Promise<TPublicConfig | undefined> {
  const reply = await send<TPublicConfig>(SSO_CONTRACT.routes.publicConfig, {}).catch(() => undefined);
  return reply?.envelope.statusCode === 200 ? reply.envelope.data : undefined;
}
