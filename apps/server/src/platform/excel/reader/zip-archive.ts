import { createInflateRaw } from 'node:zlib';
import { type ReadBudget, UnreadableWorkbook } from './read-limits';

/** A part of a zip archive as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** What the archive claims the part unpacks to: for progress only, never trusted as a limit. */
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 1;

function endOfDirectory(zip: Buffer): number {
  // The end record is the last 22 bytes, unless a comment (at most 64 KiB) follows it.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new UnreadableWorkbook('no zip directory');
}

/**
 * The parts of an .xlsx by name, read from the central directory. Uploads are at most 2M, so the
 * archive is in memory; zip64 (a part over 4 GiB) and encrypted parts are not a workbook we read.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new UnreadableWorkbook('bad directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (zip.readUInt16LE(at + 8) & ENCRYPTED) throw new UnreadableWorkbook('encrypted');
    entries.set(entry.name, entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The packed bytes of a part: after its local header, whose name and extra field may differ in length from the directory's. */
function packedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new UnreadableWorkbook('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new UnreadableWorkbook('part past the end');
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * A part's text as it unpacks, 64 KiB at a time, each piece paid for from the budget before it is
 * handed on: a zip bomb stops at the budget, however much it claims or holds. Leaving the loop
 * early (the reader has what it needs) stops the inflation there. `unpacked` hears the bytes so far.
 */
export async function* partText(
  zip: Buffer,
  entry: ZipEntry,
  budget: ReadBudget,
  unpacked: (bytes: number) => void = () => {},
): AsyncGenerator<string> {
  const packed = packedBytes(zip, entry);
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  const spend = (count: number) => {
    budget.spendBytes(count);
    bytes += count;
    unpacked(bytes);
  };
  if (entry.method === STORED) {
    spend(packed.length);
    yield decoder.decode(packed);
    return;
  }
  if (entry.method !== DEFLATED) throw new UnreadableWorkbook(`compression method ${entry.method}`);
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(packed);
  try {
    for await (const piece of inflate as AsyncIterable<Buffer>) {
      spend(piece.length);
      yield decoder.decode(piece, { stream: true });
    }
  } catch (error) {
    if (error instanceof Error && 'errno' in error) throw new UnreadableWorkbook(error.message);
    throw error;
  } finally {
    inflate.destroy();
  }
  yield decoder.decode();
}
