import { DOCUMENT_KIND_LABELS, type TDocumentKind } from '@apex/shared/documents';
import { formatQuantity } from '@apex/shared/format';
import type { TJob } from '@apex/shared/jobs';
import { type Cell, keyValueGrid, titleBlock } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import { table } from '../engine/table';
import type { PrintJob } from '../print-data';

/** What the job documents share: their head, the voyage, the containers and the cargo, the footer. */

const portOf = (job: TJob, field: 'pol' | 'pod' | 'finalDestination') => {
  const port = job.ports[field];
  return port ? `${port.name} (${port.code})` : '';
};

/** The document's head: the issuing office, the document's name, its numbers on the right. */
export function documentHead(doc: PdfDoc, data: PrintJob, kind: TDocumentKind, refs: Cell[], subtitle?: string) {
  titleBlock(doc, {
    issuer: [data.issuer.name, data.issuer.address].filter(Boolean).join('\n'),
    // A bill is titled in full; the kind's short name ("House B/L (HBL)") is for menus.
    title: doc
      .label(kind === 'HBL' ? 'documents:printed.hblTitle' : DOCUMENT_KIND_LABELS[kind])
      .toLocaleUpperCase('en-US'),
    subtitle,
    refs: [...refs, { label: doc.label('jobs:columns.jobNo'), value: data.job.jobNo }],
  });
}

/** Vessel and voyage, the ports, and the sailing or arrival date, then any cells of the document's own. */
export function voyageGrid(doc: PdfDoc, data: PrintJob, extra: Cell[] = []) {
  const { job } = data;
  const vessel = data.booking.vessel || job.vessel;
  const voyage = data.booking.voyage || job.voyage;
  const dated: Cell =
    job.jobType === 'OI'
      ? { label: doc.label('jobs:fields.eta'), value: job.eta ?? '' }
      : { label: doc.label('jobs:fields.etd'), value: job.etd ?? '' };
  keyValueGrid(doc, [
    { label: doc.label('documents:printed.vesselVoyage'), value: [vessel, voyage].filter(Boolean).join(' / ') },
    { label: doc.label('jobs:fields.pol'), value: portOf(job, 'pol') },
    { label: doc.label('jobs:fields.pod'), value: portOf(job, 'pod') },
    { label: doc.label('jobs:fields.finalDestination'), value: portOf(job, 'finalDestination') },
    dated,
    ...extra,
  ]);
}

/** The job's containers, one a row, with the totals under them. */
export function containersTable(doc: PdfDoc, data: PrintJob) {
  const { containers, totals } = data.containers;
  if (containers.length === 0) return;
  const rows = containers.map((c) => [
    [c.containerNo, c.sealNo].filter(Boolean).join(' / '),
    c.containerType,
    c.packages === null ? '' : String(c.packages),
    formatQuantity(c.grossWeightKg, 'weight'),
    formatQuantity(c.volumeCbm, 'volume'),
  ]);
  rows.push([
    doc.label('finance:fields.grossTotal'),
    totals.typeSummary,
    String(totals.packages),
    formatQuantity(totals.grossWeightKg, 'weight'),
    formatQuantity(totals.volumeCbm, 'volume'),
  ]);
  table(
    doc,
    [
      { header: doc.label('documents:printed.containersSeals'), weight: 3 },
      { header: doc.label('jobs:cargo.containerType'), weight: 1.4 },
      { header: doc.label('jobs:fields.packages'), weight: 1, align: 'right' },
      { header: doc.label('jobs:fields.weightKg'), weight: 1.4, align: 'right' },
      { header: doc.label('jobs:fields.volumeCbm'), weight: 1.4, align: 'right' },
    ],
    rows,
  );
}

export interface Cargo {
  marks: string;
  packages: number | null;
  packageType: string;
  description: string;
  weightKg: string | null;
  volumeCbm: string | null;
}

/** Source lines a row of the cargo table takes: a row of them fits a page even when each wraps once. */
const LINES_A_ROW = 25;

const chunks = (text: string) => {
  const lines = text.split('\n');
  return Array.from({ length: Math.ceil(lines.length / LINES_A_ROW) }, (_, i) =>
    lines.slice(i * LINES_A_ROW, (i + 1) * LINES_A_ROW).join('\n'),
  );
};

/**
 * Marks, packages and description, weight and measurement: the body of a bill or notice. Long marks
 * or descriptions run on in rows of their own, which the table carries over pages under its header
 * (a row must fit a page).
 */
export function cargoTable(doc: PdfDoc, cargo: Cargo) {
  const packages = [cargo.packages ?? '', cargo.packageType].join(' ').trim();
  const marks = chunks(cargo.marks);
  const description = chunks([packages, cargo.description].filter(Boolean).join('\n'));
  const rows = Array.from({ length: Math.max(marks.length, description.length) }, (_, i) => [
    marks[i] ?? '',
    description[i] ?? '',
    i === 0 ? formatQuantity(cargo.weightKg, 'weight') : '',
    i === 0 ? formatQuantity(cargo.volumeCbm, 'volume') : '',
  ]);
  table(doc, cargoColumns(doc), rows);
}

const cargoColumns = (doc: PdfDoc) => [
  { header: doc.label('jobs:fields.marks'), weight: MARKS_WEIGHT },
  { header: doc.label('documents:printed.goodsOnBoard'), weight: DESCRIPTION_WEIGHT },
  { header: doc.label('jobs:fields.weightKg'), weight: 1.3, align: 'right' as const },
  { header: doc.label('jobs:fields.volumeCbm'), weight: 1.3, align: 'right' as const },
];
const MARKS_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 4;

/** Whether the cargo's marks and description fit `height` points of the body, in the cargo table's columns. */
export function cargoFits(doc: PdfDoc, cargo: Cargo, height: number): boolean {
  const share = (weight: number) => (doc.width * weight) / (MARKS_WEIGHT + DESCRIPTION_WEIGHT + 2.6) - 6;
  return (
    doc.heightOf(cargo.marks, share(MARKS_WEIGHT)) <= height &&
    doc.heightOf(cargo.description, share(DESCRIPTION_WEIGHT)) <= height
  );
}

/** The job's own cargo (its general part), as a document without HB/L prints it. */
export const jobCargo = ({ job }: PrintJob): Cargo => ({
  marks: job.marks,
  packages: job.packages,
  packageType: job.packageType,
  description: job.goodsDescription,
  weightKg: job.weightKg,
  volumeCbm: job.volumeCbm,
});

/** Left of each page's footer: the document's number and who printed it when. */
export const footerOf = (doc: PdfDoc, data: PrintJob, number: string) =>
  `${number} · ${doc.label('documents:printed.printedBy', { at: data.printedAt, by: data.printedBy })}`;
