import { API } from '@apex/shared';
import { PASSWORD_CHANGE_REASONS, passwordChangeCode } from '@apex/shared/auth';
import type { RouteLink } from '../platform/transport';

const link = ({ method, path }: RouteLink): RouteLink => ({ method, path });

/**
 * The part of the API contract the sign-on page calls. vite.config.ts evaluates this at build time
 * and hands the result to the page as a constant, so the page keeps the shared routes without
 * bundling zod (the route definitions carry their schemas) and stays a few KiB.
 */
export function buildSsoContract() {
  return {
    routes: {
      login: link(API.auth.login),
      changePassword: link(API.auth.changePassword),
      publicConfig: link(API.platform.publicConfig),
    },
    /** Envelope codes of a sign-in that must change the password first. */
    passwordChangeCodes: PASSWORD_CHANGE_REASONS.map(passwordChangeCode) as string[],
  };
}

export type SsoContract = ReturnType<typeof buildSsoContract>;
