import type { TLocale } from '@apex/shared';
import { formatDateTime, wallClock } from '@apex/shared/format';
import type { DownloadFile } from '../../../platform/http/file-reply';
import type { FileReader } from '../../../platform/http/locale';
import type { PdfDoc, SectionOptions } from '../engine/pdf-doc';
import { renderPdf } from '../engine/render-pdf';

/** When the paper was printed, as the reader's clock read it (spec §9), for its footer. */
export const printedAt = (doc: PdfDoc, timeZone: string) =>
  doc.label('documents:financeDocuments.printed', {
    at: formatDateTime(wallClock(new Date(), timeZone), { zone: 'utc' }),
  });

/** One document as a PDF file answered inline (previewed in the browser), named for what it is. */
export function pdfFile(
  fileName: string,
  reader: FileReader,
  section: (doc: PdfDoc) => SectionOptions,
  draw: (doc: PdfDoc) => void,
): DownloadFile {
  const locale: TLocale = reader.locale;
  const content = renderPdf((doc) => doc.section(section(doc), () => draw(doc)), { title: fileName, locale });
  return { fileName, contentType: 'application/pdf', content };
}
