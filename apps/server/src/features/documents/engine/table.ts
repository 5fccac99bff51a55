import type { PdfDoc, TextStyle } from './pdf-doc';

const PAD = 3;

interface TableColumn {
  header: string;
  /** Share of the body's width, against the other columns' weights. */
  weight: number;
  align?: TextStyle['align'];
}

/**
 * A table that breaks across pages: a row that does not fit goes to the next page whole, under
 * the header drawn again. A row must fit one page; a document with text that may not (an HB/L's
 * description) moves it to an attached sheet first.
 */
export function table(doc: PdfDoc, columns: TableColumn[], rows: string[][]): void {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const placed = columns.map((column) => ({ ...column, width: (doc.width * column.weight) / total }));
  const header = columns.map((column) => column.header);
  const cellsOf = (cells: string[]) => placed.map((column, index) => ({ column, text: cells[index] ?? '' }));
  const heightOf = (cells: string[], bold: boolean) =>
    Math.max(...cellsOf(cells).map(({ column, text }) => doc.heightOf(text || ' ', column.width - 2 * PAD, { bold }))) +
    2 * PAD;
  const headerHeight = heightOf(header, true);

  const drawRow = (cells: string[], height: number, bold: boolean) => {
    let x = doc.left;
    if (bold) doc.pdf.rect(doc.left, doc.y, doc.width, height).fillColor('#e8e8e8').fill();
    for (const { column, text } of cellsOf(cells)) {
      doc.textAt(text, { x: x + PAD, y: doc.y + PAD, width: column.width - 2 * PAD, bold, align: column.align });
      x += column.width;
    }
    doc.y += height;
    doc.rule(doc.y, bold ? 0.8 : 0.3);
  };
  const drawHeader = () => drawRow(header, headerHeight, true);

  // The header never stands alone at a page's foot.
  doc.ensureSpace(headerHeight + (rows[0] ? heightOf(rows[0], false) : 0));
  drawHeader();
  for (const row of rows) {
    const height = heightOf(row, false);
    if (doc.y + height > doc.bottom) {
      doc.newPage();
      drawHeader();
    }
    drawRow(row, height, false);
  }
  doc.y += 6;
}
