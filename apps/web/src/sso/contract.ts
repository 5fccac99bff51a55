import { authRoutes, PASSWORD_CHANGE_REASONS, passwordChangeCode } from '@apex/shared/auth';
import { platformRoutes } from '@apex/shared/common';
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
      login: link(authRoutes.login),
      changePassword: link(authRoutes.changePassword),
      publicConfig: link(platformRoutes.publicConfig),
    },
    /** Envelope codes of a sign-in that must change the password first. */
    passwordChangeCodes: PASSWORD_CHANGE_REASONS.map(passwordChangeCode) as string[],
  };
}

export type SsoContract = ReturnType<typeof buildSsoContract>;
