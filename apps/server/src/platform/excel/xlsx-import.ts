import { setImmediate } from 'node:timers/promises';
import type { TLocale } from '@apex/shared';
import {
  EXCEL_TEMPLATES,
  type TExcelTemplateName,
  type TImportProgress,
  type TImportRowError,
} from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Caller } from '../auth/caller';
import { AppError, badRequest, FieldError } from '../http/app-error';
import { translate } from '../http/translate';
import type { UploadedFile } from '../http/upload';
import { describeIssues } from '../http/validation';
import type { ServiceContext } from '../service-context';
import { MAX_CELLS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from './reader/read-limits';
import type { SheetRow } from './reader/template-rows';
import { readTemplateRowsOffThread } from './xlsx-read-pool';

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

/**
 * PGlite answers a query without giving the event loop a turn: a save of 1,500 rows held every
 * other call, and its own progress lines, for its 3 s. It takes a turn this often; a turn before
 * every row let calls in so often that the save took three times as long.
 */
const TURN_EVERY_MS = 20;

/** Gives the event loop a turn when `everyMs` have passed since the last. */
function turnTaker(everyMs: number) {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await setImmediate();
    last = performance.now();
  };
}

type RowError = (field: string, row: number, message: string) => TImportRowError;

const rejection = (errors: TImportRowError[]) =>
  badRequest('import.rejected', { count: errors.length }, { errors: errors.slice(0, MAX_ERRORS_SHOWN) });

const MiB = 1024 * 1024;

/**
 * The file's filled rows, read in a worker thread; a file that cannot be imported is refused here
 * with what is wrong with it: unreadable, too large once unpacked, a missing column, no rows, too many.
 */
async function filledRows(
  file: UploadedFile,
  template: TExcelTemplateName,
  { locale, rowError, onProgress }: { locale: TLocale; rowError: RowError; onProgress: (p: TImportProgress) => void },
): Promise<SheetRow[]> {
  const read = await readTemplateRowsOffThread(file.content, template, (p) => onProgress({ phase: 'reading', ...p }));
  const name = file.fileName;
  switch (read.kind) {
    case 'unreadable':
      throw badRequest('import.unreadable', { name });
    case 'tooLarge':
      throw new AppError(413, 'import.tooLarge', {
        name,
        size: `${MAX_UNPACKED_BYTES / MiB} MB`,
        cells: MAX_CELLS.toLocaleString('en-US'),
        rows: MAX_IMPORT_ROWS,
      });
    case 'tooManyRows':
      throw badRequest('import.tooManyRows', { max: MAX_IMPORT_ROWS });
    case 'missingColumns': {
      const { columns } = EXCEL_TEMPLATES[template];
      const header = (key: string) => labelIn(locale, columns.find((c) => c.key === key)!.header);
      throw rejection(
        read.keys.map((key) => rowError(key, 1, translate(locale, 'import.columnMissing', { column: header(key) }))),
      );
    }
  }
  if (read.rows.length === 0) throw badRequest('import.noRows');
  return read.rows;
}

/**
 * Imports a filled template: every row is checked with the entity's create schema and created in
 * one transaction (each in a savepoint, so one row's failure does not end the others' checks). Any
 * error and nothing is imported: 400 `import.rejected` lists each row's problems with its column.
 * A code repeated within the file, or one already in the database, is the unique index's to find.
 * `onProgress` hears how far the file is read, then how many records are done.
 */
export async function importExcel<S extends z.ZodType>(
  ctx: ServiceContext,
  importer: ExcelImporter<S>,
  {
    file,
    actor,
    locale,
    onProgress = () => {},
  }: { file: UploadedFile; actor: Caller; locale: TLocale; onProgress?: (progress: TImportProgress) => void },
): Promise<{ imported: number }> {
  const { columns } = EXCEL_TEMPLATES[importer.template];
  const rowError: RowError = (field, row, message) => {
    const column = columns.find((c) => c.key === field || c.field === field);
    return { row, field: column?.key ?? '', column: column ? labelIn(locale, column.header) : '', message };
  };
  const rows = await filledRows(file, importer.template, { locale, rowError, onProgress });
  const records = recordsOf(rows, importer.group);

  return ctx.db.transaction(async (tx) => {
    const errors: TImportRowError[] = [];
    const turn = turnTaker(TURN_EVERY_MS);
    for (const [done, record] of records.entries()) {
      await turn();
      onProgress({ phase: 'importing', done, total: records.length });
      const at = (path: readonly PropertyKey[], message: string) => {
        const { row, field } = locate(record, path, importer.group);
        errors.push(rowError(field, row, message));
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
    if (errors.length) throw rejection(errors);
    onProgress({ phase: 'importing', done: records.length, total: records.length });
    return { imported: rows.length };
  });
}
