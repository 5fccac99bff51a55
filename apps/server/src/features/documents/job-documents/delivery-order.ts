import { partyBoxes } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import type { PrintJob } from '../print-data';
import { cargoTable, containersTable, documentHead, footerOf, jobCargo, voyageGrid } from './job-sections';

/** The delivery order: the terminal or warehouse is asked to release the cargo to the consignee. */
export function drawDeliveryOrder(doc: PdfDoc, data: PrintJob): void {
  const { job, bills } = data;
  const hblNos = bills.hbls.map((hbl) => hbl.hblNo).join(', ');
  doc.section({ footer: footerOf(doc, data, job.jobNo) }, () => {
    documentHead(doc, data, 'DELIVERY_ORDER', [
      { label: doc.label('jobs:fields.hblNo'), value: hblNos },
      { label: doc.label('jobs:fields.mblNo'), value: job.mblNo },
    ]);
    doc.paragraph(doc.label('documents:printed.releaseTo'), { bold: true });
    partyBoxes(doc, [
      { label: doc.label('masterData:partyRoles.CONSIGNEE'), value: data.party(job.parties.consignee?.id) },
      { label: doc.label('masterData:partyRoles.NOTIFY'), value: data.party(job.parties.notify?.id) },
    ]);
    voyageGrid(doc, data);
    containersTable(doc, data);
    cargoTable(doc, jobCargo(data));
    doc.paragraph(doc.label('documents:printed.releaseAgainst'));
  });
}
