import { keyValueGrid, partyBoxes } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import type { PrintJob } from '../print-data';
import { cargoTable, containersTable, documentHead, footerOf, jobCargo, voyageGrid } from './job-sections';

/**
 * The forwarder's instructions to the carrier for the master bill (MB/L): its parties as the
 * carrier is to print them (the B/L tab's MB/L part), the booking, containers and cargo.
 */
export function drawShippingInstructions(doc: PdfDoc, data: PrintJob): void {
  const { job, bills, booking } = data;
  doc.section({ footer: footerOf(doc, data, job.jobNo) }, () => {
    documentHead(doc, data, 'SHIPPING_INSTRUCTIONS', [
      { label: doc.label('documents:printed.carrierBookingNo'), value: booking.bookingNo },
      { label: doc.label('jobs:fields.mblNo'), value: job.mblNo },
    ]);
    doc.paragraph(doc.label('documents:printed.instructionsNote'));
    partyBoxes(doc, [
      {
        label: doc.label('masterData:partyRoles.SHIPPER'),
        value: data.party(bills.mbl.shipper ?? job.parties.shipper?.id),
      },
      {
        label: doc.label('masterData:partyRoles.CONSIGNEE'),
        value: data.party(bills.mbl.consignee ?? job.parties.consignee?.id),
      },
      {
        label: doc.label('masterData:partyRoles.NOTIFY'),
        value: data.party(bills.mbl.notify ?? job.parties.notify?.id),
      },
      { label: doc.label('masterData:partyRoles.CARRIER'), value: booking.carrierName || job.carrierName },
    ]);
    voyageGrid(doc, data, [{ label: doc.label('jobs:fields.mblTerms'), value: job.mblTerms }]);
    containersTable(doc, data);
    cargoTable(doc, jobCargo(data));
    keyValueGrid(doc, [
      { label: doc.label('documents:printed.originals'), value: bills.mbl.originals?.toString() ?? '' },
      { label: doc.label('jobs:fields.releaseMode'), value: job.releaseMode },
      { label: doc.label('general:columns.remark'), value: booking.remark },
    ]);
  });
}
