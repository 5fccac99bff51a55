import { HBL_VARIANT_LABELS, type THblVariant } from '@apex/shared/documents';
import type { THbl } from '@apex/shared/jobs';
import { keyValueGrid, partyBoxes, titleBlock } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import type { PrintJob } from '../print-data';
import { type Cargo, cargoFits, cargoTable, containersTable, documentHead, footerOf, voyageGrid } from './job-sections';

/** The room the bill's face keeps for marks and description; longer ones go to an attached sheet. */
const FACE_CARGO_HEIGHT = 220;

interface HblPrint {
  data: PrintJob;
  hbl: THbl;
  variant: THblVariant;
}

/**
 * A house bill of lading: parties, voyage, containers, the HB/L's cargo, and the place and date of
 * issue. A draft carries a watermark. Marks or a description too long for the face are printed
 * on an attached sheet, which the face points to (as carriers' bills do).
 */
export function drawHbl(doc: PdfDoc, { data, hbl, variant }: HblPrint): void {
  const { job, bills } = data;
  const variantLabel = doc.label(HBL_VARIANT_LABELS[variant]).toLocaleUpperCase('en-US');
  const cargo: Cargo = {
    marks: hbl.marks,
    packages: hbl.packages,
    packageType: hbl.packageType,
    description: hbl.goodsName,
    weightKg: hbl.weightKg,
    volumeCbm: hbl.volumeCbm,
  };
  const attached = !cargoFits(doc, cargo, FACE_CARGO_HEIGHT);
  doc.section(
    { watermark: variant === 'DRAFT' ? variantLabel : undefined, footer: footerOf(doc, data, hbl.hblNo) },
    () => {
      documentHead(
        doc,
        data,
        'HBL',
        [
          { label: doc.label('jobs:fields.hblNo'), value: hbl.hblNo },
          { label: doc.label('jobs:fields.mblNo'), value: job.mblNo },
        ],
        variantLabel,
      );
      partyBoxes(doc, [
        { label: doc.label('masterData:partyRoles.SHIPPER'), value: data.party(hbl.shipper) },
        { label: doc.label('masterData:partyRoles.CONSIGNEE'), value: data.party(hbl.consignee) },
        { label: doc.label('masterData:partyRoles.NOTIFY'), value: data.party(hbl.notify) },
        { label: doc.label('documents:printed.issuedBy'), value: data.issuer.name },
      ]);
      voyageGrid(doc, data, [{ label: doc.label('jobs:fields.hblTerms'), value: job.hblTerms }]);
      containersTable(doc, data);
      const seeAttached = doc.label('documents:printed.seeAttached');
      cargoTable(doc, attached ? { ...cargo, marks: seeAttached, description: seeAttached } : cargo);
      keyValueGrid(doc, [
        { label: doc.label('documents:printed.originals'), value: bills.mbl.originals?.toString() ?? '' },
        {
          label: doc.label('documents:printed.placeDateOfIssue'),
          value: [bills.mbl.placeOfIssue, bills.mbl.dateOfIssue ?? data.printedAt.slice(0, 10)]
            .filter(Boolean)
            .join(' '),
        },
        { label: doc.label('documents:printed.issuedBy'), value: data.issuer.name },
      ]);
      if (attached) attachedSheet(doc, hbl, cargo);
    },
  );
}

/** The marks and description in full, line by line, so a long one runs over as many pages as it needs. */
function attachedSheet(doc: PdfDoc, hbl: THbl, cargo: Cargo) {
  doc.newPage();
  titleBlock(doc, { title: doc.label('documents:printed.attachedSheet', { hblNo: hbl.hblNo }) });
  for (const [label, text] of [
    [doc.label('jobs:fields.marks'), cargo.marks],
    [doc.label('documents:printed.goodsOnBoard'), cargo.description],
  ] as const) {
    doc.paragraph(label, { bold: true });
    for (const line of text.split('\n')) doc.paragraph(line || ' ', {}, 1);
    doc.y += 8;
  }
}
