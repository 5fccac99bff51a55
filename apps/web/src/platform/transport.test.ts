import { describe, expect, it } from 'vitest';
import { attachmentName, buildUrl } from './transport';

describe('buildUrl', () => {
  it('puts the api prefix, path parameters and query together', () => {
    const url = buildUrl({ method: 'GET', path: '/sys/users/:id' }, { params: { id: 7 }, query: { a: 'x y', b: 2 } });
    expect(url).toBe('/api/sys/users/7?a=x+y&b=2');
  });

  it('leaves out empty query values and repeats arrays', () => {
    const url = buildUrl({ method: 'GET', path: '/jobs' }, { query: { a: '', b: undefined, c: ['1', '2'] } });
    expect(url).toBe('/api/jobs?c=1&c=2');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl({ method: 'GET', path: '/sys/users/:id' }, {})).toThrow('needs the parameter id');
  });
});

describe('attachmentName', () => {
  it('prefers the UTF-8 name, so a Chinese file name survives', () => {
    const header = `attachment; filename="__.xlsx"; filename*=UTF-8''${encodeURIComponent('船舶.xlsx')}`;
    expect(attachmentName(header)).toBe('船舶.xlsx');
  });

  it('falls back to the quoted name, then to a neutral one', () => {
    expect(attachmentName('attachment; filename="vessels.xlsx"')).toBe('vessels.xlsx');
    expect(attachmentName(null)).toBe('download');
  });
});
