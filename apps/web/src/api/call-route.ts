import type { RouteDef, TEnvelope } from '@apex/shared';
import { type CallOptions, call, request } from './client';

interface RouteInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

type Generic<T> = (route: RouteDef, input: RouteInput, options?: CallOptions) => Promise<T>;

/*
 * `call` and `request` for code generic over a route (every list, every record, every save).
 * Their own types check each route's input but cannot follow a type parameter; the callers take
 * their input from the route's schemas and type the answers.
 */
export const callRoute = call as unknown as Generic<unknown>;
export const requestRoute = request as unknown as Generic<TEnvelope<unknown>>;
