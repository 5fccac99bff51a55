/** A cell as the sheet holds it: its type (`t`), its value (`v`), an inline string's text, its style. */
export interface RawCell {
  type: string;
  value: string;
  inline: string;
  style: number;
}

/** What turns raw cells into the text Excel shows. */
export interface CellReading {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

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

const DAY_MS = 86_400_000;
/** Serial day 25569 is 1970-01-01 in the 1900 date system; the 1904 system starts 1462 days later. */
const UNIX_EPOCH_SERIAL = 25_569;
const DAYS_1900_TO_1904 = 1462;

/** A serial day number as the date it is (YYYY-MM-DD); one no date can be stays a number. */
function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - UNIX_EPOCH_SERIAL + (date1904 ? DAYS_1900_TO_1904 : 0)) * DAY_MS));
  return Number.isNaN(date.getTime()) ? plainNumber(serial) : date.toISOString().slice(0, 10);
}

function numberText(cell: RawCell, reading: CellReading): string {
  const number = Number.parseFloat(cell.value);
  if (!Number.isFinite(number)) return cell.value.trim();
  return reading.dateStyles.has(cell.style) ? serialDate(number, reading.date1904) : plainNumber(number);
}

/**
 * The text a cell shows, trimmed: a shared or inline string (rich text joined), a formula's
 * result, a boolean as true/false, an error as nothing, a number in a date style as YYYY-MM-DD.
 */
export function cellText(cell: RawCell, reading: CellReading): string {
  if (cell.type === 'inlineStr') return cell.inline.trim();
  if (cell.value === '') return '';
  switch (cell.type) {
    case 's':
      return (reading.sharedStrings[Number(cell.value)] ?? '').trim();
    case 'str':
      return cell.value.trim();
    case 'b':
      return Number.parseInt(cell.value, 10) !== 0 ? 'true' : 'false';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(cell.value);
      return Number.isNaN(date.getTime()) ? cell.value.trim() : date.toISOString().slice(0, 10);
    }
    default:
      return numberText(cell, reading);
  }
}
