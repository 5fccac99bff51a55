import type { ReadBudget } from './read-limits';
import { UnreadableWorkbook } from './read-limits';
import { parseXml } from './xml-stream';
import { partText, type ZipEntry } from './zip-archive';

/** Where the first sheet and the parts it needs are, and how its numbers read as dates. */
interface WorkbookLayout {
  sheet: ZipEntry;
  sharedStrings?: ZipEntry;
  styles?: ZipEntry;
  /** Serial day numbers count from 1904 (old Mac workbooks) rather than 1900. */
  date1904: boolean;
}

export interface ZipParts {
  zip: Buffer;
  entries: Map<string, ZipEntry>;
  budget: ReadBudget;
}

/** A relationship's target, relative to the part that names it (or absolute, from the root). */
function resolveTarget(fromPart: string, target: string): string {
  return decodeURIComponent(new URL(target, `file:///${fromPart}`).pathname.slice(1));
}

/** The relationships of a part (`xl/_rels/workbook.xml.rels` for `xl/workbook.xml`): id → { type, target }. */
async function relationshipsOf(parts: ZipParts, part: string) {
  const slash = part.lastIndexOf('/') + 1;
  const entry = parts.entries.get(`${part.slice(0, slash)}_rels/${part.slice(slash)}.rels`);
  const relations = new Map<string, { type: string; target: string }>();
  if (!entry) return relations;
  await parseXml(partText(parts.zip, entry, parts.budget), {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target)
        relations.set(attributes.Id, { type: attributes.Type ?? '', target: resolveTarget(part, attributes.Target) });
    },
  });
  return relations;
}

/** The first sheet in the workbook's order (as Excel shows its tabs), and whether dates count from 1904. */
async function firstSheet(parts: ZipParts, workbook: ZipEntry) {
  let sheetId: string | undefined;
  let date1904 = false;
  await parseXml(
    partText(parts.zip, workbook, parts.budget),
    {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
        // r:id, whatever prefix the writer gave the relationships namespace.
        if (name === 'sheet' && sheetId === undefined)
          sheetId = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
      },
    },
    () => sheetId !== undefined,
  );
  return { sheetId, date1904 };
}

/**
 * The layout of an .xlsx: its workbook part (named by the package's relationships, usually
 * `xl/workbook.xml`), its first sheet and that sheet's shared strings and styles, found through the
 * workbook's relationships as Excel finds them.
 */
export async function workbookLayout(parts: ZipParts): Promise<WorkbookLayout> {
  const root = await relationshipsOf(parts, '');
  const officeDocument = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target;
  const workbookPath = officeDocument ?? 'xl/workbook.xml';
  const workbook = parts.entries.get(workbookPath);
  if (!workbook) throw new UnreadableWorkbook('no workbook part');
  const { sheetId, date1904 } = await firstSheet(parts, workbook);
  const relations = await relationshipsOf(parts, workbookPath);
  const byType = (type: string) => {
    const target = [...relations.values()].find((r) => r.type.endsWith(`/${type}`))?.target;
    return target === undefined ? undefined : parts.entries.get(target);
  };
  const sheetPath = sheetId ? relations.get(sheetId)?.target : undefined;
  const sheet = sheetPath ? parts.entries.get(sheetPath) : undefined;
  if (!sheet) throw new UnreadableWorkbook('no sheet');
  return { sheet, sharedStrings: byType('sharedStrings'), styles: byType('styles'), date1904 };
}
