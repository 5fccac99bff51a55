import type { TEnvelope } from '@apex/shared';

export function ok<T>(data: T, message = '', code?: string): TEnvelope<T> {
  return code ? { statusCode: 200, message, data, code } : { statusCode: 200, message, data };
}
