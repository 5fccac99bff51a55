import { keyValueGrid, partyBoxes } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import type { PrintJob } from '../print-data';
import { cargoTable, documentHead, footerOf, jobCargo, voyageGrid } from './job-sections';

/** CY, documents and VGM closings in that order, the ones the booking has. */
const closingTimes = ({ booking, moment }: PrintJob) =>
  [booking.cyCutoff, booking.docCutoff, booking.vgmCutoff].some(Boolean)
    ? [booking.cyCutoff, booking.docCutoff, booking.vgmCutoff].map((at) => moment(at) || '—').join(' / ')
    : '';

/**
 * The booking confirmation (S/O) to the customer: the carrier's booking, the sailing, the
 * equipment booked and the closing times to deliver the cargo by.
 */
export function drawBookingConfirmation(doc: PdfDoc, data: PrintJob): void {
  const { job, booking, containers } = data;
  doc.section({ footer: footerOf(doc, data, booking.bookingNo || job.jobNo) }, () => {
    documentHead(doc, data, 'BOOKING_CONFIRMATION', [
      { label: doc.label('documents:printed.carrierBookingNo'), value: booking.bookingNo },
    ]);
    doc.paragraph(doc.label('documents:printed.bookingNote'));
    partyBoxes(doc, [
      { label: doc.label('jobs:fields.customer'), value: data.party(job.parties.customer?.id) },
      { label: doc.label('masterData:partyRoles.SHIPPER'), value: data.party(job.parties.shipper?.id) },
    ]);
    voyageGrid(doc, data, [{ label: doc.label('masterData:partyRoles.CARRIER'), value: booking.carrierName }]);
    keyValueGrid(
      doc,
      [
        {
          label: doc.label('jobs:fields.containerTypeQty'),
          value: job.containerTypeQty || containers.totals.typeSummary,
        },
        {
          label: doc.label('documents:printed.closings'),
          value: closingTimes(data),
        },
        { label: doc.label('general:columns.remark'), value: booking.remark },
      ],
      3,
    );
    cargoTable(doc, jobCargo(data));
  });
}
