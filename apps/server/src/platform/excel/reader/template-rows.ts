import { EXCEL_TEMPLATES, type ExcelTemplateColumn, type TExcelTemplateName } from '@apex/shared/files';
import { labelTexts } from '@apex/shared/labels';
import { dateStylesOf } from './date-styles';
import { MAX_IMPORT_ROWS, ReadBudget, UnreadableWorkbook, WorkbookTooLarge } from './read-limits';
import { sharedStringsOf } from './shared-strings';
import { readSheetRows, type SheetRowCells } from './sheet-rows';
import { workbookLayout } from './workbook-layout';
import { partText, zipEntries } from './zip-archive';

/** A filled row of the template: its Excel row number and its cells by template column key. */
export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

/** What reading a filled template found; plain data, as it crosses from the worker thread. */
export type ReadOutcome =
  | { kind: 'rows'; rows: SheetRow[] }
  | { kind: 'missingColumns'; keys: string[] }
  | { kind: 'tooManyRows' }
  | { kind: 'tooLarge' }
  | { kind: 'unreadable' };

/** How far the sheet is read: its bytes unpacked so far, of the size the archive claims for it. */
export interface ReadProgress {
  done: number;
  total: number;
}

/** spec §9: TRUE, true and 1 are true (Excel's TRUE reads as true). */
const TRUE_TEXTS = new Set(['TRUE', 'true', '1']);

/** A blank cell is a field not given, so the create's default applies (a party's credit currency). */
function cellInput(column: ExcelTemplateColumn, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (column.kind === 'flag') return TRUE_TEXTS.has(text);
  if (column.kind === 'number') return Number.isNaN(Number(text)) ? text : Number(text);
  return text;
}

const normalise = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();

/** Which sheet column holds each template column: by its key or its header in any language. */
function mapColumns(header: SheetRowCells | undefined, columns: readonly ExcelTemplateColumn[]) {
  const byHeader = new Map<string, number>();
  for (const [index, text] of header?.cells ?? [])
    if (!byHeader.has(normalise(text))) byHeader.set(normalise(text), index);
  const found = new Map<ExcelTemplateColumn, number>();
  const missing: string[] = [];
  for (const column of columns) {
    const names = [column.key, ...Object.values(labelTexts(column.header))].map(normalise);
    const index = names.map((name) => byHeader.get(name)).find((i) => i !== undefined);
    if (index === undefined) missing.push(column.key);
    else found.set(column, index);
  }
  return { found, missing };
}

/**
 * Reads a filled template (docs/decisions.md, "Uploads and Excel import"): the header in row 1
 * names the columns; blank rows and the template's untouched example row are left out. The sheet
 * is read as a stream and no further than needed: a missing column stops it at the header, and
 * the row past MAX_IMPORT_ROWS stops it there. Everything it unpacks and every cell it reads is
 * paid for from a ReadBudget, so a zip bomb is refused early.
 */
export async function readTemplateRows(
  content: Buffer,
  template: TExcelTemplateName,
  onProgress: (progress: ReadProgress) => void = () => {},
): Promise<ReadOutcome> {
  const { columns } = EXCEL_TEMPLATES[template];
  try {
    const parts = { zip: content, entries: zipEntries(content), budget: new ReadBudget() };
    const layout = await workbookLayout(parts);
    const reading = {
      sharedStrings: await sharedStringsOf(parts, layout.sharedStrings),
      dateStyles: await dateStylesOf(parts, layout.styles),
      date1904: layout.date1904,
    };
    let mapped: ReturnType<typeof mapColumns> | undefined;
    const rows: SheetRow[] = [];
    const total = layout.sheet.size;
    const pieces = partText(content, layout.sheet, parts.budget, (done) =>
      onProgress({ done: Math.min(done, total), total }),
    );
    await readSheetRows(pieces, { reading, budget: parts.budget }, (row) => {
      // Row 1 is the header; a sheet whose first row comes later has none, and misses every column.
      mapped ??= mapColumns(row.row === 1 ? row : undefined, columns);
      if (mapped.missing.length) return false;
      if (row.row === 1) return true;
      const found = [...mapped.found];
      const texts = found.map(([, index]) => row.cells.get(index));
      if (texts.every((text) => text === undefined)) return true;
      if (texts.every((text, i) => (text ?? '') === found[i]![0].example)) return true;
      rows.push({
        row: row.row,
        values: Object.fromEntries(found.map(([column], i) => [column.key, cellInput(column, texts[i])])),
      });
      return rows.length <= MAX_IMPORT_ROWS;
    });
    mapped ??= mapColumns(undefined, columns);
    if (mapped.missing.length) return { kind: 'missingColumns', keys: mapped.missing };
    if (rows.length > MAX_IMPORT_ROWS) return { kind: 'tooManyRows' };
    return { kind: 'rows', rows };
  } catch (error) {
    if (error instanceof WorkbookTooLarge) return { kind: 'tooLarge' };
    if (error instanceof UnreadableWorkbook) return { kind: 'unreadable' };
    throw error;
  }
}
