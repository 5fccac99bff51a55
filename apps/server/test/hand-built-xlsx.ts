import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Workbooks written part by part into a zip of our own, for the files no spreadsheet program
 * would write: a million rows in 640 KB, a sheet or a shared-strings part that unpacks to
 * hundreds of megabytes (a zip bomb). Parts are given as pieces of XML and deflated as they come,
 * so a part of any size is never held whole.
 */

interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

async function deflatePart(name: string, pieces: Iterable<string>): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  let crc = 0;
  let size = 0;
  let batch: string[] = [];
  let batchLength = 0;
  const flush = async () => {
    const bytes = Buffer.from(batch.join(''));
    batch = [];
    batchLength = 0;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  for (const piece of pieces) {
    batch.push(piece);
    batchLength += piece.length;
    if (batchLength >= 1 << 20) await flush();
  }
  await flush();
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(out), crc, size };
}

/** A zip archive of deflated parts (no zip64: every part and the whole stay under 4 GiB). */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    central.push(entry, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function* wrapped(open: string, inner: Iterable<string>, close: string) {
  yield XML_HEAD;
  yield open;
  yield* inner;
  yield close;
}

/** `<si>` of a shared string. */
export const sharedString = (text: string) => `<si><t>${escapeXml(text)}</t></si>`;

/** `<c>` of shared string number `index`, with its address when given (`A2`). */
export const sharedCell = (index: number, address?: string) =>
  `<c${address ? ` r="${address}"` : ''} t="s"><v>${index}</v></c>`;

/** An .xlsx of one sheet: its `<row>` elements and the `<si>` elements of its shared strings. */
export async function handBuiltXlsx({
  rows,
  sharedStrings = [],
}: {
  rows: Iterable<string>;
  sharedStrings?: Iterable<string>;
}): Promise<Buffer> {
  const fixed = (name: string, xml: string) => deflatePart(name, [XML_HEAD, xml]);
  return zipOf([
    await fixed(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    await fixed(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    await fixed(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    await fixed(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ),
    await deflatePart('xl/sharedStrings.xml', wrapped(`<sst xmlns="${MAIN_NS}">`, sharedStrings, '</sst>')),
    await deflatePart(
      'xl/worksheets/sheet1.xml',
      wrapped(`<worksheet xmlns="${MAIN_NS}"><sheetData>`, rows, '</sheetData></worksheet>'),
    ),
  ]);
}

const headerRow = (headers: readonly string[]) => `<row>${headers.map((_, i) => sharedCell(i)).join('')}</row>`;

/** The rows of Excel's largest sheet. */
export const EXCEL_MAX_ROWS = 1_048_576;

/**
 * The vessels' template header and then vessel rows down to Excel's last row, in 640 KB: rows and
 * cells without their optional addresses (OOXML `r`), each row one of 16 names by one of 16
 * Lloyd numbers, so the deflated sheet holds little more than the choices.
 */
export function millionRowWorkbook(headers: readonly string[]): Promise<Buffer> {
  const names = Array.from({ length: 16 }, (_, i) => `MILLION ROW VESSEL ${i}`);
  const lloydNos = Array.from({ length: 16 }, (_, i) => String(9_700_000 + i * 17));
  const strings = [...headers, ...names, ...lloydNos, 'PA'];
  const flag = strings.length - 1;
  function* rows() {
    yield headerRow(headers);
    for (let row = 2; row <= EXCEL_MAX_ROWS; row++) {
      const pick = Math.imul(row, 2654435761) >>> 0;
      const name = headers.length + (pick >>> 28);
      const lloydNo = headers.length + names.length + (pick & 15);
      yield `<row>${sharedCell(name)}${sharedCell(lloydNo)}${sharedCell(flag)}</row>`;
    }
  }
  return handBuiltXlsx({ rows: rows(), sharedStrings: strings.map(sharedString) });
}

function* repeated(piece: string, times: number) {
  for (let i = 0; i < times; i++) yield piece;
}

/** A zip bomb in the sheet: the template's header, then a row of 64 million empty cells (256 MB unpacked, 255 KB packed). */
export function cellBombWorkbook(headers: readonly string[]): Promise<Buffer> {
  const cells = '<c/>'.repeat(1 << 18);
  return handBuiltXlsx({
    rows: [headerRow(headers), '<row>', ...repeated(cells, 256), '</row>'],
    sharedStrings: headers.map(sharedString),
  });
}

/** A zip bomb in the shared strings: one string of 512 MiB (510 KB packed), in the first cell under the header. */
export function sharedStringBombWorkbook(headers: readonly string[]): Promise<Buffer> {
  const letters = 'A'.repeat(1 << 20);
  return handBuiltXlsx({
    rows: [headerRow(headers), `<row>${sharedCell(headers.length)}</row>`],
    sharedStrings: [...headers.map(sharedString), '<si><t>', ...repeated(letters, 512), '</t></si>'],
  });
}
