/**
 * spec §9 Phone masking: the first 3 and the last 4 characters with 4 stars between
 * (`13812345678` → `138****5678`). Spaces and dashes are dropped first; a number too short to
 * hide anything is shown as it is.
 */
export function maskPhone(phone: string | null | undefined): string {
  const compact = (phone ?? '').replace(/[\s-]/g, '');
  if (compact.length < 8) return compact;
  return `${compact.slice(0, 3)}****${compact.slice(-4)}`;
}
