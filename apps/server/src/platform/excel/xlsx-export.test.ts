import { describe, expect, it } from 'vitest';
import { pagesOf } from './xlsx-export';

describe('pagesOf', () => {
  it('asks for pages until one comes back short, and yields no empty page', async () => {
    const asked: number[] = [];
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const fetchPage = async (page: number, size: number) => {
      asked.push(page);
      return { rows: rows.slice((page - 1) * size, page * size) };
    };
    const pages: number[][] = [];
    for await (const page of pagesOf(fetchPage, 3)) pages.push(page);
    expect(pages).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(asked).toEqual([1, 2, 3]);

    const even: number[][] = [];
    for await (const page of pagesOf(async (page) => ({ rows: page === 1 ? [1, 2] : [] }), 2)) even.push(page);
    expect(even).toEqual([[1, 2]]);
  });
});
