import type { Readable } from 'node:stream';
import type { TLocale } from '@apex/shared';
import PDFDocument from 'pdfkit';
import { PAGE, PdfDoc } from './pdf-doc';

interface RenderOptions {
  /** The file's title, shown by the viewer. */
  title: string;
  locale: TLocale;
}

const LANGUAGE: Record<TLocale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', zh_HK: 'zh-HK' };

/**
 * Streams a PDF drawn by `build`. A synchronous build (one document, its data read before) is laid
 * out before this returns, so a fault is thrown here and answered as an error, not as a cut file;
 * an asynchronous one (a batch reading as it goes) streams while it runs, and a fault ends the
 * stream with that error.
 */
export function renderPdf(build: (doc: PdfDoc) => void | Promise<void>, options: RenderOptions): Readable {
  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    // Pages wait in memory until their section has its "page x of y", then go (PdfDoc.section).
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: LANGUAGE[options.locale],
    info: { Title: options.title, Creator: 'Apexlogistics' },
  });
  const doc = new PdfDoc(pdf, options.locale);
  const built = build(doc);
  if (built instanceof Promise) {
    built.then(
      () => pdf.end(),
      (error: unknown) => pdf.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  } else {
    pdf.end();
  }
  return pdf;
}
