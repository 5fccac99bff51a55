import type { RouteDef, TLocale } from '@apex/shared';
import type { AuthContext } from '../auth/auth-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's messages. */
    locale: TLocale;
    /** The signed-in caller; null on public routes called without a valid token. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The shared contract this route implements; the access hook reads it. */
    contract?: RouteDef;
  }
}
