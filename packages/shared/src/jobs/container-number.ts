/**
 * ISO 6346 container numbers (spec §5: a container number must follow the standard rules): four
 * letters (a three-letter owner code and the category U, J or Z), six digits and a check digit.
 */
const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** ISO 6346 letter values: A = 10 upwards, skipping 11, 22 and 33 (the multiples of 11). */
export function letterValue(letter: string): number {
  let value = 10;
  for (let c = 'A'.charCodeAt(0); c < letter.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first ten characters: Σ value × 2^position, mod 11, then mod 10. */
export function containerCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = firstTen[i] ?? '';
    sum += (/\d/.test(ch) ? Number(ch) : letterValue(ch)) * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Upper case, without the spaces and dashes people type between the parts (`MSCU 123456-5`). */
export const normaliseContainerNo = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Whether a (normalised) number has the ISO 6346 shape and its check digit is right. */
export function isValidContainerNo(value: string): boolean {
  return SHAPE.test(value) && containerCheckDigit(value.slice(0, 10)) === Number(value[10]);
}
