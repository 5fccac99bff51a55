import type { RouteDef } from '@apex/shared';
import { type CallOptions, call } from '../../../api/client';

interface RouteInput {
  params?: Record<string, string | number>;
  query?: object;
}

/**
 * `call` for code generic over a route (every list, every record). `call`'s own types check each
 * route's input but cannot follow a type parameter; the callers type their answers.
 */
export const callRoute = call as unknown as (
  route: RouteDef,
  input: RouteInput,
  options?: CallOptions,
) => Promise<unknown>;
