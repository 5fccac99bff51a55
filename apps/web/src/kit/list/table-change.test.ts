import { describe, expect, it } from 'vitest';
import { tableChange, withSortOrder } from './table-change';

describe("a grid's pager and sortable headers as the list's query", () => {
  it('pages and resizes pages', () => {
    expect(tableChange({ current: 3, pageSize: 50 }, {}, 'paginate')).toEqual({
      page: 3,
      pageSize: 50,
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('sorts by the column key, from page 1', () => {
    expect(tableChange({ current: 4, pageSize: 20 }, { columnKey: 'etd', order: 'descend' }, 'sort')).toEqual({
      page: 1,
      pageSize: 20,
      sortField: 'etd',
      sortOrder: 'descend',
    });
  });

  it('drops the sort when the header is clicked a third time', () => {
    expect(tableChange({ current: 1, pageSize: 20 }, { columnKey: 'etd', order: null }, 'sort')).toMatchObject({
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('takes the first of several sorters', () => {
    const sorters = [
      { columnKey: 'jobNo', order: 'ascend' as const },
      { columnKey: 'eta', order: 'descend' as const },
    ];
    expect(tableChange({ current: 1, pageSize: 20 }, sorters, 'sort')).toMatchObject({ sortField: 'jobNo' });
  });

  it('shows the arrow on the sorted column only, and only on sortable ones', () => {
    const columns = [{ key: 'jobNo', sorter: true }, { key: 'eta', sorter: true }, { key: 'name' }];
    expect(withSortOrder(columns, { sortField: 'eta', sortOrder: 'descend' })).toEqual([
      { key: 'jobNo', sorter: true, sortOrder: null },
      { key: 'eta', sorter: true, sortOrder: 'descend' },
      { key: 'name' },
    ]);
  });
});
