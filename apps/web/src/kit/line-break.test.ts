import { describe, expect, it } from 'vitest';
import { toCrlf, toLf } from './line-break';

describe('line breaks (spec §5 Line-break input)', () => {
  it('turns LF, CR and CRLF into CRLF, and no more than once', () => {
    expect(toCrlf('MARKS\nN/M\rMADE IN CHINA\r\nEND')).toBe('MARKS\r\nN/M\r\nMADE IN CHINA\r\nEND');
    expect(toCrlf(toCrlf('a\nb'))).toBe('a\r\nb');
    expect(toCrlf('a\n\nb')).toBe('a\r\n\r\nb');
  });

  it('gives the textarea LF only, as browsers hold it', () => {
    expect(toLf('a\r\nb\rc')).toBe('a\nb\nc');
  });
});
