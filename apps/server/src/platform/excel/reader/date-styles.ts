import type { ZipParts } from './workbook-layout';
import { parseXml } from './xml-stream';
import { partText, type ZipEntry } from './zip-archive';

/** Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30, with the East Asian ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/**
 * A format code shows a date when, outside its [colour]/[locale] brackets and quoted text, it
 * holds a date or time letter: the rule ExcelJS read imports by, so a cell reads as it did.
 */
function isDateFormatCode(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/**
 * Which cell styles (the `s` of a cell: an index into `cellXfs`) show numbers as dates; a
 * workbook without styles has none.
 */
export async function dateStylesOf(parts: ZipParts, styles: ZipEntry | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!styles) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let xf = 0;
  await parseXml(partText(parts.zip, styles, parts.budget), {
    open(name, attributes) {
      const formatId = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) customDates.add(formatId);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (BUILT_IN_DATE_FORMATS.has(formatId) || customDates.has(formatId)) dates.add(xf);
        xf += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}
