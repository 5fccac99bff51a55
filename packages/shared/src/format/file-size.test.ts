import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads sizes in powers of 1024, with one decimal at most', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(2_097_152)).toBe('2 MB');
    expect(formatFileSize(2_097_153)).toBe('2 MB');
  });
});
