import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { FilledTemplate } from './filled-template';

/**
 * Fills a .docx template with docxtemplater, which joins the runs Word splits a typed `{{job.jobNo}}`
 * into. Every tag goes through our parser, so an unknown one is collected (and left as written)
 * rather than printed empty.
 */
export function fillDocx(content: Uint8Array, values: ReadonlyMap<string, string>): FilledTemplate {
  const unknown = new Set<string>();
  const doc = new Docxtemplater(new PizZip(content), {
    delimiters: { start: '{{', end: '}}' },
    paragraphLoop: true,
    linebreaks: true,
    parser: (tag: string) => {
      const key = tag.trim();
      return {
        get: () => {
          if (!values.has(key)) unknown.add(key);
          return values.get(key) ?? `{{${tag}}}`;
        },
      };
    },
  });
  doc.render();
  return { content: doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' }), unknown: [...unknown] };
}
