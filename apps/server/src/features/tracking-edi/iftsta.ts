import type { TTrackingEvent } from '@apex/shared/tracking';
import { ediInstant } from './edi-dates';
import { type EdiStatus, orNull, toTrackingEvent } from './edi-event';
import { iftstaStatusMeaning } from './edi-status-codes';
import { EdiSyntaxError } from './edi-syntax-error';
import { component, type EdifactSegment, readEdifact } from './edifact-segments';

/** DTM qualifiers (2005) that date a status: what happened, or what is expected to. */
const STATUS_DATES: Readonly<Record<string, 'ACT' | 'EST'>> = {
  '334': 'ACT', // status change
  '7': 'ACT', // effective
  '178': 'ACT', // actual arrival
  '186': 'ACT', // actual departure
  '132': 'EST', // estimated arrival
  '133': 'EST', // estimated departure
};
/** TDT C220 mode of transport (8067). */
const MODES = { '1': 'VESSEL', '2': 'RAIL', '3': 'TRUCK' } as const;
/** EQD 8169 full/empty indicator. */
const LADEN: Readonly<Record<string, boolean>> = { '4': false, '5': true };

const segmentName = (s: EdifactSegment) => `${s.tag} (segment ${s.position})`;

/** A DTM's date in its format (203 CCYYMMDDHHMM, 204 with seconds, 102 a day). */
function dtmInstant(dtm: EdifactSegment): string {
  const value = component(dtm, 0, 1);
  const format = component(dtm, 0, 2) || '203';
  if (!['102', '203', '204'].includes(format))
    throw new EdiSyntaxError(segmentName(dtm), `date format ${format} is not 102, 203 or 204`);
  return ediInstant(value.slice(0, 8), value.slice(8), segmentName(dtm));
}

interface References {
  billNos: string[];
  bookingNos: string[];
}
const noReferences = (): References => ({ billNos: [], bookingNos: [] });

/** One STS status group as read so far, with what follows it (RFF, DTM, LOC, TDT, EQD). */
interface OpenStatus extends References {
  sts: EdifactSegment;
  date?: EdifactSegment;
  location?: EdifactSegment;
  tdt?: EdifactSegment;
  eqd?: EdifactSegment;
}

/**
 * The tracking events of an EDIFACT IFTSTA interchange: one per STS status group. References of
 * the message header and of the consignment (CNI) apply to each status under them; a status takes
 * the first DTM, LOC (the activity location 175 preferred), TDT and EQD that follow it.
 */
export function parseIftsta(text: string): TTrackingEvent[] {
  const segments = readEdifact(text);
  const unb = segments.find((s) => s.tag === 'UNB');
  if (!unb) throw new EdiSyntaxError('UNB', 'the interchange has no UNB header');
  const unh = segments.find((s) => s.tag === 'UNH');
  if (component(unh, 1) !== 'IFTSTA')
    throw new EdiSyntaxError(unh ? segmentName(unh) : 'UNH', `message type '${component(unh, 1)}' is not IFTSTA`);
  const sender = component(unb, 1);
  const carrierCode = /^[A-Z]{2,4}$/.test(sender) ? sender : null;
  let created = ediInstant(`20${component(unb, 3)}`, component(unb, 3, 1), segmentName(unb));
  const header = noReferences();
  let consignment: References | null = null;
  let open: OpenStatus | null = null;
  const statuses: { status: OpenStatus; scope: References[] }[] = [];

  for (const segment of segments) {
    const scope = consignment ? [header, consignment] : [header];
    switch (segment.tag) {
      case 'CNI':
        open = null;
        consignment = { billNos: component(segment, 1) ? [component(segment, 1)] : [], bookingNos: [] };
        break;
      case 'STS':
        open = { sts: segment, ...noReferences() };
        statuses.push({ status: open, scope });
        break;
      case 'RFF':
        addReference(open ?? consignment ?? header, segment);
        break;
      case 'DTM':
        if (!open && component(segment, 0) === '137') created = dtmInstant(segment);
        else if (open && !open.date && STATUS_DATES[component(segment, 0)]) open.date = segment;
        break;
      case 'LOC':
        if (open && (!open.location || component(segment, 0) === '175')) open.location = segment;
        break;
      case 'TDT':
        if (open) open.tdt ??= segment;
        break;
      case 'EQD':
        if (open) open.eqd ??= segment;
        break;
      case 'UNT':
        open = null;
        consignment = null;
        break;
    }
  }
  if (statuses.length === 0) throw new EdiSyntaxError('STS', 'the message has no status (STS) group');
  return statuses.map(({ status, scope }) => toEvent(status, scope, created, carrierCode));
}

function addReference(target: References, rff: EdifactSegment) {
  const value = component(rff, 0, 1);
  if (!value) return;
  if (component(rff, 0) === 'BM') target.billNos.push(value);
  if (component(rff, 0) === 'BN') target.bookingNos.push(value);
}

function toEvent(open: OpenStatus, scope: References[], created: string, carrierCode: string | null): TTrackingEvent {
  const where = segmentName(open.sts);
  const statusCode = component(open.sts, 1);
  const known = iftstaStatusMeaning(statusCode);
  if (!known) throw new EdiSyntaxError(where, `status code '${statusCode}' is not one of the mapped IFTSTA codes`);
  if (!open.date) throw new EdiSyntaxError(where, 'no DTM (334, 7, 178, 186, 132 or 133) dates the status');
  const tdtMode = MODES[component(open.tdt, 2) as keyof typeof MODES] ?? null;
  const imo = component(open.tdt, 7);
  const all = [...scope, open];
  const status: EdiStatus = {
    statusCode,
    segment: where,
    meaning: { ...known, mode: known.mode ?? tdtMode },
    classifier: STATUS_DATES[component(open.date, 0)] ?? 'ACT',
    eventDateTime: dtmInstant(open.date),
    createdDateTime: created,
    carrierCode,
    containerNo: orNull(component(open.eqd, 1)),
    isoEquipmentCode: orNull(component(open.eqd, 2)),
    laden: LADEN[component(open.eqd, 5)] ?? null,
    location: orNull(component(open.location, 1)),
    facility: orNull(component(open.location, 2, 3)),
    vesselImo: /^\d{7}$/.test(imo) ? imo : null,
    vesselName: orNull(component(open.tdt, 7, 3)),
    voyage: orNull(component(open.tdt, 1)),
    billNos: [...new Set(all.flatMap((r) => r.billNos))],
    bookingNos: [...new Set(all.flatMap((r) => r.bookingNos))],
  };
  return toTrackingEvent(status, 'IFTSTA');
}
