import { describe, expect, it } from 'vitest';
import { labelColumnWidth } from './beside-labels';

describe('labelColumnWidth', () => {
  const sevenPerChar = (text: string) => text.length * 7.3;

  it('fits the longest label on one line, with room for the required mark', () => {
    // "Container type and quantity": 27 characters, 197.1 px.
    expect(labelColumnWidth(['ETD', 'Container type and quantity', 'Port of loading (POL)'], sevenPerChar)).toBe(222);
  });

  it('is narrower for shorter labels, as in Chinese', () => {
    expect(labelColumnWidth(['起运港', '集装箱类型及数量'], (text) => text.length * 14)).toBe(136);
  });
});
