import type { Localized } from '@apex/shared';
import type { DbOrTx } from '../../../db/client';
import { invalidField } from '../../../platform/http/app-error';
import { findEnabledCodes, findEnabledCurrencies, findHsCodes } from './queries';

/** A value of a grid cell to check, and where its error shows (`body.containers[2].containerType`). */
export interface CellValue {
  field: string;
  value: string;
}

/** Non-blank values of `key` in `rows`, each with the cell it sits in. */
export const cellsOf = <T>(rows: readonly T[], list: string, key: keyof T & string): CellValue[] =>
  rows.flatMap((row, i) => {
    const value = String(row[key] ?? '');
    return value ? [{ field: `body.${list}[${i}].${key}`, value }] : [];
  });

/** Answers the first cell whose value `known` lacks, under that cell. */
export async function firstUnknown(cells: CellValue[], lookup: (values: string[]) => Promise<Set<string>>) {
  const known = await lookup([...new Set(cells.map((c) => c.value))]);
  return cells.find((c) => !known.has(c.value));
}

/** Container and package types come from the data dictionary (CONTAINER_TYPE, PACKAGE_TYPE). */
export async function checkDictionaryCells(db: DbOrTx, codeType: string, label: Localized, cells: CellValue[]) {
  const missing = await firstUnknown(cells, (codes) => findEnabledCodes(db, codeType, codes));
  if (missing) throw invalidField(missing.field, 'cargo.codeMissing', { field: label, value: missing.value });
}

export async function checkHsCodeCells(db: DbOrTx, cells: CellValue[]) {
  const missing = await firstUnknown(cells, (codes) => findHsCodes(db, codes));
  if (missing) throw invalidField(missing.field, 'goods.hsCodeMissing', { value: missing.value });
}

export async function checkCurrencyCells(db: DbOrTx, cells: CellValue[]) {
  const missing = await firstUnknown(cells, (codes) => findEnabledCurrencies(db, codes));
  if (missing) throw invalidField(missing.field, 'goods.currencyMissing', { value: missing.value });
}
