import { z } from 'zod';
import type { TMessageCode } from './messages';

/**
 * spec §7–8: every response is `{ statusCode, message, data }`; 200 is success. `code` names the
 * message when it has a stable meaning, and `requestId` lets support find the server log line.
 */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    message: z.string(),
    data,
    code: z.string().optional(),
    requestId: z.string().optional(),
  });

export const ZErrorEnvelope = ZEnvelope(z.unknown());

export interface TEnvelope<T> {
  statusCode: number;
  message: string;
  data: T;
  code?: TMessageCode | (string & {});
  requestId?: string;
}

/** One problem with one input field, as listed in `data.issues` of a 400 answer. */
export const ZFieldIssue = z.object({ field: z.string(), message: z.string() });
export type TFieldIssue = z.infer<typeof ZFieldIssue>;
