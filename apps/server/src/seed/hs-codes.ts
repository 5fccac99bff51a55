import { readFileSync } from 'node:fs';
import { type DbOrTx, queryRows, sql } from '../db/client';
import { hsCodes } from '../db/schema';

/** The fields of one CSV line: commas separate, double quotes enclose, "" inside quotes is a quote. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** data/harmonized-system.csv (see data/README.md): section, hscode, description, parent, level. */
function hsCodeRows() {
  const text = readFileSync(new URL('./data/harmonized-system.csv', import.meta.url), 'utf8');
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [section = '', code = '', description = '', parent = '', level = ''] = csvFields(line);
      // Chapters hang under "TOTAL", which is no code.
      return { section, code, description, parent: parent === 'TOTAL' ? null : parent, level: Number(level) };
    });
}

/**
 * Runs on every start: a database that has HS codes keeps them and pays one index probe; an empty
 * one gets the whole nomenclature in a few multi-row inserts.
 */
export async function seedHsCodes(db: DbOrTx) {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select exists (select 1 from ${hsCodes}) as present`);
  if (row?.present) return 0;
  const rows = hsCodeRows();
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(hsCodes)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  return rows.length;
}
