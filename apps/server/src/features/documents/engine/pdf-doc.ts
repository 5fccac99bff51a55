import type { TLocale } from '@apex/shared';
import { interpolate } from '@apex/shared';
import { labelIn, type TLabelKey } from '@apex/shared/labels';
import { FONT_NAMES, type FontName, fontBytes, fontFor } from './fonts';

/** A4 in points, with a margin a desk printer keeps clear. */
export const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;
/** Room under the body for the page footer. */
const FOOTER_SPACE = 18;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

interface PlacedText extends TextStyle {
  x: number;
  y: number;
  width: number;
}

export interface SectionOptions {
  /** Printed across every page of the section, under its content ("DRAFT"). */
  watermark?: string;
  /** Left of the page footer, e.g. the document's number and the print time. */
  footer?: string;
}

/**
 * One PDF file being written, and the cursor of the page being laid out. A printed document is a
 * function drawing with this and the primitives beside it (blocks.ts, table.ts); a file holds one
 * document or a batch of them, each a section with its own "page x of y".
 */
export class PdfDoc {
  private watermark: string | undefined;
  /** The body's bottom edge: anything lower starts a new page. */
  readonly bottom: number = PAGE.height - PAGE.margin - FOOTER_SPACE;
  readonly left: number = PAGE.margin;
  readonly width: number = PAGE.width - 2 * PAGE.margin;
  y: number = PAGE.margin;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    readonly locale: TLocale,
  ) {
    for (const name of FONT_NAMES) pdf.registerFont(name, fontBytes(name));
    pdf.on('pageAdded', () => this.startPage());
  }

  /** A label of the catalogue in the document's language, its {{placeholders}} filled. */
  label(key: TLabelKey, params?: Record<string, string | number>): string {
    return interpolate(labelIn(this.locale, key), params);
  }

  /**
   * One document of the file: it starts on a new page, and its pages get "page x of y" once it is
   * laid out. Its pages are then written out, so a batch holds one document's pages at a time.
   */
  section(options: SectionOptions, draw: () => void): void {
    this.watermark = options.watermark;
    this.pdf.addPage();
    draw();
    this.writeFooters(options.footer ?? '');
    this.pdf.flushPages();
  }

  newPage(): void {
    this.pdf.addPage();
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    this.useFont(text, style);
    return this.pdf.heightOfString(text, { width, lineGap: 1 });
  }

  /** Draws `text` wrapped in `width` at (x, y) without moving the cursor; answers its height. */
  textAt(text: string, at: PlacedText): number {
    if (!text) return 0;
    this.useFont(text, at);
    this.pdf.fillColor(at.color ?? 'black');
    this.pdf.text(text, at.x, at.y, { width: at.width, align: at.align ?? 'left', lineGap: 1, lineBreak: true });
    return this.pdf.heightOfString(text, { width: at.width, lineGap: 1 });
  }

  /** A paragraph across the body at the cursor, which moves under it. */
  paragraph(text: string, style: TextStyle = {}, gap = 4): void {
    const height = this.heightOf(text, this.width, style);
    this.ensureSpace(height);
    this.textAt(text, { ...style, x: this.left, y: this.y, width: this.width });
    this.y += height + gap;
  }

  rule(y = this.y, weight = 0.6): void {
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(weight)
      .strokeColor('black')
      .stroke();
  }

  private useFont(text: string, style: TextStyle): void {
    const name: FontName = fontFor(this.locale, text, style.bold ?? false);
    this.pdf.font(name).fontSize(style.size ?? 9);
  }

  private startPage(): void {
    this.y = PAGE.margin;
    if (this.watermark) this.drawWatermark(this.watermark);
  }

  private drawWatermark(text: string): void {
    const { pdf } = this;
    pdf.save();
    pdf.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    pdf.fillOpacity(0.12);
    this.useFont(text, { bold: true, size: 110 });
    pdf.fillColor('#555555');
    pdf.text(text, 0, PAGE.height / 2 - 70, { width: PAGE.width, align: 'center', lineBreak: false });
    pdf.restore();
  }

  private writeFooters(note: string): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      this.pdf.switchToPage(start + index);
      // The footer sits in the bottom margin, where pdfkit would otherwise start a page.
      const margins = this.pdf.page.margins;
      const bottom = margins.bottom;
      margins.bottom = 0;
      const y = PAGE.height - PAGE.margin - 10;
      const pageOf = this.label('documents:printed.pageOf', { page: index + 1, pages: count });
      this.textAt(note, { x: this.left, y, width: this.width * 0.7, size: 7, color: '#444444' });
      this.textAt(pageOf, { x: this.left, y, width: this.width, size: 7, align: 'right', color: '#444444' });
      margins.bottom = bottom;
    }
  }
}
