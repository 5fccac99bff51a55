import type { TLocale } from '@apex/shared';
import {
  EXCEL_TEMPLATES,
  type ExcelTemplateColumn,
  type TExcelTemplateName,
  type TImportRowError,
} from '@apex/shared/files';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Caller } from '../auth/caller';
import { AppError, badRequest, FieldError } from '../http/app-error';
import { translate } from '../http/translate';
import type { UploadedFile } from '../http/upload';
import { describeIssues } from '../http/validation';
import type { ServiceContext } from '../service-context';

/** A workbook of 2M holds tens of thousands of rows; an import of one screen's data stays below this. */
export const MAX_IMPORT_ROWS = 5000;
/** More errors than this are not read by anyone; the message still counts them all. */
const MAX_ERRORS_SHOWN = 500;

/**
 * What an entity gives to be importable from its Excel template (docs/decisions.md, "Uploads and
 * Excel import"): the template, its create schema, and the create itself inside a transaction.
 */
export interface ExcelImporter<S extends z.ZodType> {
  template: TExcelTemplateName;
  schema: S;
  /**
   * Creates one record with its audit row, as the create route does, for the caller who imports. A thrown AppError (a
   * duplicate, a code that does not exist) becomes this row's error; a FieldError names the column.
   */
  insert: (tx: Tx, input: z.output<S>, actor: Caller) => Promise<unknown>;
  /**
   * When several rows make one record (a charge scheme and its lines): the rows holding the same
   * value in `key` are one record, its fields taken from its first row and its `into` list made
   * of each row's `itemKeys`, in sheet order. A problem of the list's n-th item is told on that
   * item's row.
   */
  group?: { key: string; into: string; itemKeys: readonly string[] };
}

/** One record to create and the sheet rows it was read from. */
interface SheetRecord {
  rows: number[];
  values: Record<string, unknown>;
}

/** The rows as records: one each, or grouped (ExcelImporter.group). */
function recordsOf(rows: SheetRow[], group: ExcelImporter<z.ZodType>['group']): SheetRecord[] {
  if (!group) return rows.map(({ row, values }) => ({ rows: [row], values }));
  const byKey = new Map<unknown, SheetRow[]>();
  // A row without the key cannot join another; it stands alone and its missing key is its error.
  rows.forEach((row, i) => {
    const key = row.values[group.key] ?? Symbol(i);
    const members = byKey.get(key);
    if (members) members.push(row);
    else byKey.set(key, [row]);
  });
  return [...byKey.values()].map((members) => {
    const head = Object.fromEntries(
      Object.entries(members[0]!.values).filter(([key]) => !group.itemKeys.includes(key)),
    );
    const items = members.map((member) => Object.fromEntries(group.itemKeys.map((key) => [key, member.values[key]])));
    return { rows: members.map((member) => member.row), values: { ...head, [group.into]: items } };
  });
}

/** The row and column of a problem at `path` in a record: a list item's own row, else the first. */
function locate(record: SheetRecord, path: readonly PropertyKey[], group: ExcelImporter<z.ZodType>['group']) {
  const [first, index, field] = path;
  if (group && first === group.into && typeof index === 'number')
    return { row: record.rows[index] ?? record.rows[0]!, field: String(field ?? '') };
  return { row: record.rows[0]!, field: String(first ?? '') };
}

/** A create's FieldError names `lines[2].chargeCode`: as a path, `['lines', 2, 'chargeCode']`. */
const fieldPath = (field: string): PropertyKey[] =>
  field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

type CellValue = ExcelJS.CellValue;

/**
 * A number as the decimal Excel shows, never in exponent notation (1.2e-7 → 0.00000012): a
 * decimal column (an exchange rate) reads it as text, so it never goes through float arithmetic.
 */
function plainNumber(value: number): string {
  const text = String(value);
  const parts = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!parts) return text;
  const [, sign, first, rest = '', exponent] = parts;
  const digits = `${first}${rest}`;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0')}`;
}

/** The text a cell shows: rich text joined, a link's text, a formula's result, a date as YYYY-MM-DD. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('text' in value) return cellText(value.text as CellValue);
  if ('result' in value) return cellText(value.result as CellValue);
  return '';
}

/** spec §9: TRUE, true and 1 are true. */
const TRUE_TEXTS = new Set(['TRUE', 'true', '1']);

/** A blank cell is a field not given, so the create's default applies (a party's credit currency). */
function cellInput(column: ExcelTemplateColumn, value: CellValue): unknown {
  const text = cellText(value);
  if (text === '') return undefined;
  if (column.kind === 'flag') return value === true || TRUE_TEXTS.has(text);
  if (column.kind === 'number') return Number.isNaN(Number(text)) ? text : Number(text);
  return text;
}

/** An empty cell the schema requires, whichever rule noticed it first (as the web's forms read it). */
function isEmptyCell(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') return issue.input === undefined;
  return issue.code === 'too_small' && issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array');
}

/**
 * The column a create's refusal is about: a FieldError names it; a duplicate names the key it
 * repeats, which is the value of one of the row's columns.
 */
function fieldOf(error: AppError, input: unknown): string {
  if (error instanceof FieldError) return error.field.replace(/^body\./, '');
  const key = error.messageCode === 'record.duplicate' ? error.values?.key : undefined;
  const entry = Object.entries(input as Record<string, unknown>).find(([, value]) => value === key);
  return entry?.[0] ?? '';
}

const normalise = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();

/** Which sheet column holds each template column: by its key or its header in any language. */
function mapColumns(sheet: ExcelJS.Worksheet, columns: readonly ExcelTemplateColumn[]) {
  const byHeader = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => byHeader.set(normalise(cellText(cell.value)), index));
  const found = new Map<ExcelTemplateColumn, number>();
  const missing: ExcelTemplateColumn[] = [];
  for (const column of columns) {
    const names = [column.key, ...Object.values(column.header)].map(normalise);
    const index = names.map((name) => byHeader.get(name)).find((i) => i !== undefined);
    if (index === undefined) missing.push(column);
    else found.set(column, index);
  }
  return { found, missing };
}

async function readSheet(file: UploadedFile): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.content as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('import.unreadable', { name: file.fileName });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('import.unreadable', { name: file.fileName });
  return sheet;
}

interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

/** The filled rows: blank rows and the template's untouched example row are left out. */
function dataRows(sheet: ExcelJS.Worksheet, found: Map<ExcelTemplateColumn, number>): SheetRow[] {
  const rows: SheetRow[] = [];
  const columns = [...found.keys()];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = columns.map((column) => row.getCell(found.get(column)!).value);
    const texts = cells.map(cellText);
    if (texts.every((text) => text === '')) return;
    if (texts.every((text, i) => text === columns[i]!.example)) return;
    rows.push({ row: number, values: Object.fromEntries(columns.map((c, i) => [c.key, cellInput(c, cells[i]!)])) });
  });
  return rows;
}

/**
 * Imports a filled template: every row is checked with the entity's create schema and created in
 * one transaction (each in a savepoint, so one row's failure does not end the others' checks). Any
 * error and nothing is imported: 400 `import.rejected` lists each row's problems with its column.
 * A code repeated within the file, or one already in the database, is the unique index's to find.
 */
export async function importExcel<S extends z.ZodType>(
  ctx: ServiceContext,
  importer: ExcelImporter<S>,
  { file, actor, locale }: { file: UploadedFile; actor: Caller; locale: TLocale },
): Promise<{ imported: number }> {
  const { columns } = EXCEL_TEMPLATES[importer.template];
  const sheet = await readSheet(file);
  const { found, missing } = mapColumns(sheet, columns);
  const columnError = (field: string, row: number, message: string): TImportRowError => {
    const column = columns.find((c) => c.key === field || c.field === field);
    return { row, field: column?.key ?? '', column: column?.header[locale] ?? '', message };
  };
  const reject = (errors: TImportRowError[]) =>
    badRequest('import.rejected', { count: errors.length }, { errors: errors.slice(0, MAX_ERRORS_SHOWN) });
  if (missing.length)
    throw reject(
      missing.map((c) =>
        columnError(c.key, 1, translate(locale, 'import.columnMissing', { column: c.header[locale] })),
      ),
    );
  const rows = dataRows(sheet, found);
  if (rows.length === 0) throw badRequest('import.noRows');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest('import.tooManyRows', { max: MAX_IMPORT_ROWS });

  return ctx.db.transaction(async (tx) => {
    const errors: TImportRowError[] = [];
    for (const record of recordsOf(rows, importer.group)) {
      const at = (path: readonly PropertyKey[], message: string) => {
        const { row, field } = locate(record, path, importer.group);
        errors.push(columnError(field, row, message));
      };
      const parsed = importer.schema.safeParse(record.values, { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [described] = describeIssues([issue], undefined, locale);
          at(issue.path, isEmptyCell(issue) ? translate(locale, 'import.required') : described!.message);
        }
        continue;
      }
      try {
        await tx.transaction((savepoint) => importer.insert(savepoint, parsed.data, actor));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const field = fieldOf(error, parsed.data);
        // A grouped record's `lines[2].chargeCode` is told on the third line's row; elsewhere the
        // field is the template column's own (`addresses[0].countryCode`, ExcelTemplateColumn.field).
        at(importer.group ? fieldPath(field) : [field], translate(locale, error.messageCode, error.values));
      }
    }
    if (errors.length) throw reject(errors);
    return { imported: rows.length };
  });
}
