import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { extractText } from 'unpdf';

/** The text of each page of a PDF, as a reader's copy and paste would have it. */
export async function pdfPages(pdf: Uint8Array | Readable): Promise<string[]> {
  // pdf.js takes a plain Uint8Array, not a Buffer (its subclass): copied into one.
  const bytes = new Uint8Array(pdf instanceof Uint8Array ? pdf : await buffer(pdf));
  const { text } = await extractText(bytes, { mergePages: false });
  return text;
}

/** The whole text of a PDF, its pages one after another. */
export async function pdfText(pdf: Uint8Array | Readable): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
