const UNITS = ['B', 'KB', 'MB'] as const;

/**
 * A file's size as people read it, in powers of 1024 as spec §5's "2M" is read: `300 B`, `12.5 KB`,
 * `2 MB`. One decimal at most; a size is shown, never summed, so a float is exact enough.
 */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${shown} ${UNITS[unit]}`;
}
