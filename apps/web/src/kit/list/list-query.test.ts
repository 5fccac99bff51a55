import { ZUserListQuery } from '@apex/shared/admin';
import { ZJobListQuery } from '@apex/shared/jobs';
import { ZCarrierListQuery } from '@apex/shared/master';
import { describe, expect, it } from 'vitest';
import { checkListQuery, filtersOf, readListQuery, writeListQuery } from './list-query';

const read = (query: string) => readListQuery(ZUserListQuery, new URLSearchParams(query));

describe('list state in the query string (conventions §5)', () => {
  it('reads page, sort and filters with the list request schema', () => {
    expect(read('page=3&pageSize=50&sortField=name&sortOrder=descend&status=locked&roleCode=operator')).toEqual({
      page: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'descend',
      status: 'locked',
      roleCode: 'OPERATOR',
    });
  });

  it('gives the defaults for an empty query string', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 20 });
  });

  it('drops only the values the schema refuses', () => {
    expect(read('page=abc&pageSize=5000&status=gone&sortField=password&keyword=chen')).toEqual({
      page: 1,
      pageSize: 20,
      keyword: 'chen',
    });
  });

  it('ignores parameters the list does not know', () => {
    expect(read('titleName=Users&page=2')).toEqual({ page: 2, pageSize: 20 });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const defaults = { page: 1, pageSize: 20 };
    const state = { page: 1, pageSize: 50, keyword: '', sortField: 'account', sortOrder: 'ascend', status: undefined };
    const search = writeListQuery(state, defaults);
    expect(search.toString()).toBe('pageSize=50&sortField=account&sortOrder=ascend');
    expect(read(search.toString())).toEqual({ page: 1, pageSize: 50, sortField: 'account', sortOrder: 'ascend' });
  });
});

describe("a list state's filters", () => {
  it('are its values besides page and sort, the empty ones left out', () => {
    expect(
      filtersOf({
        page: 2,
        pageSize: 50,
        sortField: 'etd',
        sortOrder: 'descend',
        jobNo: 'SHA',
        keyword: '',
        pol: undefined,
      }),
    ).toEqual({ jobNo: 'SHA' });
  });
});

describe("checkListQuery: a query form's values as the list's query string would carry them", () => {
  const defaults = { page: 1, pageSize: 20 };

  it('takes a yes/no filter chosen in a select (true, not only the text "true")', () => {
    const checked = checkListQuery(ZCarrierListQuery, { ...defaults, blacklisted: true }, defaults);
    expect(checked.success).toBe(true);
    expect(checked.data?.blacklisted).toBe(true);
  });

  it('refuses what the schema refuses, saying why (spec §5: at most 200 bill numbers)', () => {
    const billNos = Array.from({ length: 201 }, (_, i) => `MBL${i}`).join(',');
    const checked = checkListQuery(ZJobListQuery, { ...defaults, billNos }, defaults);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['billNos']);
  });
});
