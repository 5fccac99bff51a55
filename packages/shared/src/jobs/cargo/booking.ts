import { z } from 'zod';
import { addMessageIssue, flagDuplicates } from '../../api/issues';
import { cargoCode, cargoDay, cargoMoment, cargoText, ZPartVersion } from './cargo-fields';

/**
 * A carrier booking's life (our design, docs/decisions.md): requested from the carrier, then
 * confirmed (with the carrier's booking no) or rejected; either side may cancel it.
 */
export const BOOKING_STATUSES = ['REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** One line of the container request: how many containers of a type (CONTAINER_TYPE dictionary). */
const ZBookingRequestLine = z.object({
  containerType: cargoCode(20).pipe(z.string().min(1)),
  quantity: z.number().int().min(1).max(999),
});
export type TBookingRequestLine = z.infer<typeof ZBookingRequestLine>;

const bookingFields = {
  status: z.enum(BOOKING_STATUSES).default('REQUESTED'),
  bookingNo: cargoCode(40),
  carrier: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  contractNo: cargoText(60),
  vessel: cargoText(100),
  voyage: cargoText(30),
  /** Domain: CY cut-off for full containers, CFS cut-off for LCL cargo, customer/doc and VGM cut-offs. */
  cyCutoff: cargoMoment,
  cfsCutoff: cargoMoment,
  docCutoff: cargoMoment,
  vgmCutoff: cargoMoment,
  /** The shipping order (SO) the carrier releases once space is confirmed. */
  soReleased: z.boolean().default(false),
  soReleaseDate: cargoDay,
  remark: cargoText(1000),
};

/** A confirmed booking has the carrier's booking no; a released SO has its date; each type once. */
function bookingRules(
  booking: { status: TBookingStatus; bookingNo: string; soReleased: boolean; soReleaseDate: string | null },
  ctx: z.RefinementCtx,
) {
  if (booking.status === 'CONFIRMED' && !booking.bookingNo)
    addMessageIssue(ctx, ['bookingNo'], 'booking.confirmedWithoutNo');
  if (booking.soReleased && !booking.soReleaseDate)
    addMessageIssue(ctx, ['soReleaseDate'], 'booking.soReleaseDateMissing');
}

export const ZSaveBookingRequest = z
  .object({
    version: ZPartVersion,
    ...bookingFields,
    requests: z.array(ZBookingRequestLine).max(50).default([]),
    /** spec §8 "carrier on blacklist": the form sends true once the operator read the warning. */
    confirmBlacklistedCarrier: z.boolean().default(false),
  })
  .superRefine((booking, ctx) => {
    bookingRules(booking, ctx);
    flagDuplicates(
      ctx,
      booking.requests,
      { path: ['requests'], field: 'containerType' },
      'booking.containerTypeRepeated',
    );
  });

export const ZBooking = z.object({
  jobId: z.number().int(),
  version: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  bookingNo: z.string(),
  carrier: z.number().int().nullable(),
  /** The carrier's SCAC and name, and its blacklist state, for the warning (spec §8). */
  carrierName: z.string(),
  carrierBlacklisted: z.boolean(),
  carrierBlacklistReason: z.string(),
  contractNo: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  cyCutoff: z.string().nullable(),
  cfsCutoff: z.string().nullable(),
  docCutoff: z.string().nullable(),
  vgmCutoff: z.string().nullable(),
  soReleased: z.boolean(),
  soReleaseDate: z.string().nullable(),
  remark: z.string(),
  requests: z.array(z.object({ containerType: z.string(), quantity: z.number().int() })),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TBooking = z.infer<typeof ZBooking>;
