import type { TTrackingEvent } from '@apex/shared/tracking';
import { type X12Interchange, X12Parser, type X12Segment, type X12Transaction } from 'node-x12';
import { ediInstant } from './edi-dates';
import { type EdiStatus, orNull, toTrackingEvent } from './edi-event';
import { X12_315_STATUS_CODES } from './edi-status-codes';
import { EdiSyntaxError } from './edi-syntax-error';

/** Element n (1-based, as X12 numbers them: B403 is element 3 of B4) of a segment, trimmed. */
const element = (segment: X12Segment | undefined, n: number) => segment?.elements[n - 1]?.value.trim() ?? '';

/**
 * The tracking events of an X12 315 (status details, ocean) interchange: one event per transaction
 * set. The envelope is read by node-x12 in strict mode; a segment this product needs that is missing
 * or wrong fails the whole message, naming it.
 */
export function parseX12315(text: string): TTrackingEvent[] {
  const interchanges = readInterchanges(text);
  return interchanges.flatMap((interchange) => {
    const carrierCode = /^[A-Z]{2,4}$/.test(element(interchange.header, 6)) ? element(interchange.header, 6) : null;
    return interchange.functionalGroups.flatMap((group) => {
      const created = ediInstant(element(group.header, 4), element(group.header, 5), 'GS');
      return group.transactions.map((transaction) => readTransaction(transaction, created, carrierCode));
    });
  });
}

function readInterchanges(text: string): X12Interchange[] {
  try {
    const parsed = new X12Parser(true).parse(text.replace(/\r?\n/g, '').trim());
    return 'interchanges' in parsed ? parsed.interchanges : [parsed];
  } catch (error) {
    throw new EdiSyntaxError('envelope', error instanceof Error ? error.message : String(error));
  }
}

function readTransaction(transaction: X12Transaction, created: string, carrierCode: string | null): TTrackingEvent {
  const setNo = element(transaction.header, 2);
  if (element(transaction.header, 1) !== '315')
    throw new EdiSyntaxError(`ST ${setNo}`, `ST01 is '${element(transaction.header, 1)}', not a 315`);
  const segments = transaction.segments;
  const find = (tag: string) => segments.find((s) => s.tag === tag);
  const b4 = find('B4');
  const where = `B4 (ST ${setNo})`;
  if (!b4) throw new EdiSyntaxError(`ST ${setNo}`, 'the transaction has no B4 segment');
  const statusCode = element(b4, 3);
  const meaning = X12_315_STATUS_CODES[statusCode];
  if (!meaning) throw new EdiSyntaxError(where, `B403 status code '${statusCode}' is not one of the mapped 315 codes`);
  const location = element(b4, 12) === 'UN' || element(b4, 12) === '' ? orNull(element(b4, 11)) : null;
  const port = segments.find((s) => s.tag === 'R4' && element(s, 3) === location);
  const q2 = find('Q2');
  const equipmentNo = element(b4, 8);
  const status: EdiStatus = {
    statusCode,
    segment: where,
    meaning,
    classifier: 'ACT',
    eventDateTime: ediInstant(element(b4, 4), element(b4, 5), where),
    createdDateTime: created,
    carrierCode,
    // B408 may hold the serial alone, its check digit then in B413.
    containerNo: orNull(element(b4, 7) + equipmentNo + (equipmentNo.length === 6 ? element(b4, 13) : '')),
    isoEquipmentCode: orNull(element(b4, 10)),
    laden: element(b4, 9) === 'E' ? false : element(b4, 9) === 'L' ? true : null,
    location,
    facility: orNull(element(port, 6)),
    vesselImo: /^\d{7}$/.test(element(q2, 1)) ? element(q2, 1) : null,
    vesselName: orNull(element(q2, 10)),
    voyage: orNull(element(q2, 6)),
    billNos: references(segments, 'BM'),
    bookingNos: references(segments, 'BN'),
  };
  return toTrackingEvent(status, 'X12_315');
}

/** N9 references of one qualifier (BM bill of lading, BN booking). */
const references = (segments: X12Segment[], qualifier: string) =>
  segments.filter((s) => s.tag === 'N9' && element(s, 1) === qualifier).map((s) => element(s, 2));
