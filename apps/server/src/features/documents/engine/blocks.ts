import type { PdfDoc } from './pdf-doc';

const PAD = 4;
const LABEL_SIZE = 6.5;
const LABEL_HEIGHT = 10;

export interface Cell {
  label: string;
  value: string;
}

interface TitleBlock {
  /** Who issues the document (the office's company), top left. */
  issuer?: string;
  title: string;
  /** Under the title, e.g. the variant ("ORIGINAL") or "Page 1 of 3" of an attached sheet. */
  subtitle?: string;
  /** Top right: the document's number and date. */
  refs?: Cell[];
}

/** The document's head: issuer, title and subtitle centred, its references on the right. */
export function titleBlock(doc: PdfDoc, block: TitleBlock): void {
  const top = doc.y;
  const refWidth = doc.width * 0.32;
  let left = top;
  if (block.issuer)
    left += doc.textAt(block.issuer, { x: doc.left, y: top, width: doc.width * 0.4, size: 10, bold: true });
  let right = top;
  for (const ref of block.refs ?? []) {
    right += doc.textAt(`${ref.label}: ${ref.value}`, {
      x: doc.left + doc.width - refWidth,
      y: right,
      width: refWidth,
      size: 8,
      align: 'right',
    });
  }
  let middle = Math.max(left, top) + 2;
  middle += doc.textAt(block.title, {
    x: doc.left,
    y: middle,
    width: doc.width,
    size: 15,
    bold: true,
    align: 'center',
  });
  if (block.subtitle) {
    middle += doc.textAt(block.subtitle, {
      x: doc.left,
      y: middle,
      width: doc.width,
      size: 10,
      bold: true,
      align: 'center',
    });
  }
  doc.y = Math.max(middle, right) + 6;
  doc.rule();
  doc.y += 6;
}

/** The parties of a document (shipper, consignee, notify…), two boxes a row with room for an address. */
export function partyBoxes(doc: PdfDoc, parties: Cell[]): void {
  boxedCells(doc, parties, 2, 58);
}

/** Labelled values in boxes, `columns` a row (vessel, voyage, ports, dates…). */
export function keyValueGrid(doc: PdfDoc, cells: Cell[], columns = 3): void {
  boxedCells(doc, cells, columns, 0);
}

/** Rows of boxes, each a small label over its value; a row moves whole to the next page. */
function boxedCells(doc: PdfDoc, cells: Cell[], columns: number, minHeight: number): void {
  const width = doc.width / columns;
  for (let start = 0; start < cells.length; start += columns) {
    const row = cells.slice(start, start + columns);
    const textHeight = Math.max(...row.map((cell) => doc.heightOf(cell.value || ' ', width - 2 * PAD)));
    const height = Math.max(minHeight, LABEL_HEIGHT + textHeight + 2 * PAD);
    doc.ensureSpace(height);
    row.forEach((cell, index) => {
      const x = doc.left + index * width;
      doc.pdf.rect(x, doc.y, width, height).lineWidth(0.5).strokeColor('black').stroke();
      doc.textAt(cell.label, {
        x: x + PAD,
        y: doc.y + PAD - 1,
        width: width - 2 * PAD,
        size: LABEL_SIZE,
        color: '#555555',
      });
      doc.textAt(cell.value, { x: x + PAD, y: doc.y + PAD + LABEL_HEIGHT, width: width - 2 * PAD });
    });
    doc.y += height;
  }
  doc.y += 6;
}
