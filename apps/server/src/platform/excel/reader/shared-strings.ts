import type { ZipParts } from './workbook-layout';
import { parseXml } from './xml-stream';
import { partText, type ZipEntry } from './zip-archive';

/**
 * The workbook's shared strings, each the text of its runs (rich text joined), without the
 * phonetic guides (`rPh`) Excel shows above Japanese text. Each string is a cell of the budget.
 */
export async function sharedStringsOf(parts: ZipParts, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  await parseXml(partText(parts.zip, entry, parts.budget), {
    open(name) {
      if (name === 'si') {
        parts.budget.spendCell();
        current = [];
      } else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    text(text) {
      if (current && inText && !inPhonetic) current.push(text);
    },
    close(name) {
      if (name === 'si') {
        strings.push(current?.join('') ?? '');
        current = undefined;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
  });
  return strings;
}
