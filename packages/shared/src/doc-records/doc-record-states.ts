import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/**
 * The vocabulary of doc records (spec §3 Doc record). The spec names the fields, not their values
 * nor the journey; docs/decisions.md "Doc records" gives ours, and the server enforces them.
 */

/** The paper a record follows. */
export const DOC_TYPES = {
  ORIGINAL_BL: 'documents:docRecords.types.ORIGINAL_BL',
  SEAWAY_BILL: 'documents:docRecords.types.SEAWAY_BILL',
  CERTIFICATE_OF_ORIGIN: 'documents:docRecords.types.CERTIFICATE_OF_ORIGIN',
  INSURANCE_POLICY: 'documents:docRecords.types.INSURANCE_POLICY',
  OTHER: 'documents:docRecords.types.OTHER',
} as const satisfies Record<string, TLabelKey>;
export const DOC_TYPE_CODES = codesOf(DOC_TYPES);

/** spec §3 "belongs to": the carrier's bill of the job, or one of the job's house bills. */
export const DOC_BELONGS_TO = {
  MBL: 'jobs:entities.mbl',
  HBL: 'jobs:entities.hbl',
} as const satisfies Record<string, TLabelKey>;
export const DOC_BELONGS_TO_CODES = codesOf(DOC_BELONGS_TO);

/** spec §3 "MBL/HBL status": where the paper is on its journey. */
export const DOC_STATUSES = {
  NOT_RECEIVED: 'documents:docRecords.statuses.NOT_RECEIVED',
  RECEIVED: 'documents:docRecords.statuses.RECEIVED',
  SENT: 'documents:docRecords.statuses.SENT',
  RETURNED: 'documents:docRecords.statuses.RETURNED',
  SURRENDERED: 'documents:docRecords.statuses.SURRENDERED',
} as const satisfies Record<string, TLabelKey>;
export type TDocStatus = keyof typeof DOC_STATUSES;
export const DOC_STATUS_CODES = codesOf(DOC_STATUSES);

/**
 * The steps of the journey: each from the statuses it may follow to the one it makes. The paper is
 * received (from the carrier, or printed for a house bill), sent to the shipper or consignee,
 * returned, sent again, and at last surrendered or telex released while it is in the office's
 * hands. A surrendered bill's journey is over.
 */
export const DOC_STEPS = {
  RECEIVE: { from: ['NOT_RECEIVED'], to: 'RECEIVED', label: 'documents:docRecords.steps.RECEIVE' },
  SEND: { from: ['RECEIVED', 'RETURNED'], to: 'SENT', label: 'documents:docRecords.steps.SEND' },
  RETURN: { from: ['SENT'], to: 'RETURNED', label: 'documents:docRecords.steps.RETURN' },
  SURRENDER: { from: ['RECEIVED', 'RETURNED'], to: 'SURRENDERED', label: 'documents:docRecords.steps.SURRENDER' },
} as const satisfies Record<string, { from: readonly TDocStatus[]; to: TDocStatus; label: TLabelKey }>;
export type TDocStep = keyof typeof DOC_STEPS;
export const DOC_STEP_CODES = codesOf(DOC_STEPS);

/** The steps a record in `status` may take next (the dialog offers these; the server refuses others). */
export const nextDocSteps = (status: TDocStatus): TDocStep[] =>
  DOC_STEP_CODES.filter((step) => (DOC_STEPS[step].from as readonly TDocStatus[]).includes(status));

/** Whom the paper is sent to: the bill's shipper or consignee (their address is the waybill's receiver). */
export const DOC_RECEIVERS = {
  SHIPPER: 'masterData:partyRoles.SHIPPER',
  CONSIGNEE: 'masterData:partyRoles.CONSIGNEE',
} as const satisfies Record<string, TLabelKey>;
export type TDocReceiver = keyof typeof DOC_RECEIVERS;
export const DOC_RECEIVER_CODES = codesOf(DOC_RECEIVERS);
