import type { TEdiFormat, TEdiMessageReceipt, TTrackingEvent } from '@apex/shared/tracking';
import { badRequest } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { EdiSyntaxError } from './edi-syntax-error';
import { handOverTrackingEvents } from './hand-over';
import { parseIftsta } from './iftsta';
import { insertEdiMessage } from './queries';
import { parseX12315 } from './x12-315';

const PARSERS: Record<TEdiFormat, (text: string) => TTrackingEvent[]> = {
  X12_315: parseX12315,
  IFTSTA: parseIftsta,
};
const FORMAT_NAMES: Record<TEdiFormat, string> = { X12_315: 'X12 315', IFTSTA: 'EDIFACT IFTSTA' };

/** An interchange says what it is by its first segment; a byte-order mark or blank lines before it are no part of it. */
function formatOf(text: string): TEdiFormat | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ISA')) return 'X12_315';
  if (/^UN[AB]/.test(start)) return 'IFTSTA';
  return null;
}

interface Received {
  text: string;
  /** The account that posted it, or the inbox scanner. */
  receivedBy: string;
  fileName?: string;
}

/**
 * Reads one status message and logs it. A message read is logged with its event count in the
 * transaction that hands its events over; one that cannot be read is logged as failed, stores
 * nothing else, and is answered 400 with the parser's error (which names the segment).
 */
export async function receiveEdiMessage(ctx: ServiceContext, received: Received): Promise<TEdiMessageReceipt> {
  const logged = { raw: received.text, receivedBy: received.receivedBy, fileName: received.fileName ?? '' };
  const format = formatOf(received.text);
  if (!format) {
    const row = await insertEdiMessage(ctx.db, { ...logged, status: 'failed', error: 'neither X12 nor EDIFACT' });
    throw badRequest('trackingEdi.unknownFormat', undefined, { messageId: row.id });
  }
  let events: TTrackingEvent[];
  try {
    events = PARSERS[format](received.text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    const row = await insertEdiMessage(ctx.db, { ...logged, format, status: 'failed', error: error.message });
    throw badRequest(
      'trackingEdi.unreadable',
      { format: FORMAT_NAMES[format], error: error.message },
      { messageId: row.id },
    );
  }
  const { row, result } = await ctx.db.transaction(async (tx) => {
    const row = await insertEdiMessage(tx, { ...logged, format, status: 'parsed', eventCount: events.length });
    return { row, result: await handOverTrackingEvents(tx, events, format) };
  });
  return {
    id: row.id,
    format,
    status: 'parsed',
    eventCount: row.eventCount,
    created: result.created,
    duplicates: result.duplicates,
    matchedJobs: result.matchedJobIds.length,
    unmatched: result.unmatched,
    receivedAt: row.receivedAt.toISOString(),
  };
}
