import { z } from 'zod';
import { defineRoute, needs } from '../api/route';

/** The EDI status messages the intake reads: X12 315 (status details, ocean) and EDIFACT IFTSTA. */
export const EDI_FORMATS = ['X12_315', 'IFTSTA'] as const;
export type TEdiFormat = (typeof EDI_FORMATS)[number];

/** Every message received is logged, read or not: parsed (its events handed over) or failed. */
export const EDI_MESSAGE_STATUSES = ['parsed', 'failed'] as const;

/** A message as the carrier or the network sent it, one interchange (ISA … IEA, or UNA/UNB … UNZ). */
export const ZReceiveEdiMessageRequest = z.object({ text: z.string().min(1).max(1_000_000) });

/** What became of a message that was read; one that was not is answered 400 with its error. */
export const ZEdiMessageReceipt = z.object({
  id: z.number().int(),
  format: z.enum(EDI_FORMATS),
  status: z.enum(EDI_MESSAGE_STATUSES),
  eventCount: z.number().int(),
  /** New events stored; the rest were had already (a message sent twice changes nothing). */
  created: z.number().int(),
  duplicates: z.number().int(),
  /** How many jobs the new events reached. */
  matchedJobs: z.number().int(),
  /** New events no job took (yet): kept, with the reason, and matched once a job names them. */
  unmatched: z.array(z.object({ eventId: z.string(), reason: z.string() })),
  receivedAt: z.string(),
});
export type TEdiMessageReceipt = z.infer<typeof ZEdiMessageReceipt>;

export const trackingEdiRoutes = {
  receive: defineRoute({
    method: 'POST',
    path: '/tracking/edi/messages',
    access: needs('/tracking/edi'),
    summary:
      'Receives one raw X12 315 or EDIFACT IFTSTA message: logs it, maps its statuses to tracking events and hands them over; an unreadable one is logged as failed and answered 400 naming the segment',
    tag: 'tracking',
    body: ZReceiveEdiMessageRequest,
    response: ZEdiMessageReceipt,
  }),
};
