/**
 * spec §3 Vessel Lloyd number: the Lloyd's Register number a ship keeps for life, issued since
 * 1987 as the IMO number. Seven digits; the last is a check digit — the first six weighted
 * 7, 6, 5, 4, 3, 2, summed, modulo 10 — so a mistyped digit is caught before a B/L carries it.
 */
export function imoCheckDigit(firstSix: string): number {
  return [...firstSix].reduce((total, digit, i) => total + Number(digit) * (7 - i), 0) % 10;
}

export function isImoNumber(value: string): boolean {
  return /^\d{7}$/.test(value) && imoCheckDigit(value.slice(0, 6)) === Number(value[6]);
}
