import type { ColumnsType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { oneLineColumns } from './one-line-columns';

describe('list cells on one line (issue 16: cells cut mid-word without an ellipsis)', () => {
  const columns: ColumnsType<object> = [
    { key: 'name', dataIndex: 'name', width: 80 },
    { key: 'remark', dataIndex: 'remark', ellipsis: false },
    { key: 'actions', render: () => null },
  ];

  it('ends every cell in an ellipsis with its text on hover, unless the column says otherwise', () => {
    const [name, remark, actions] = oneLineColumns(columns);
    expect(name).toMatchObject({ key: 'name', ellipsis: true, width: 80 });
    expect(remark?.ellipsis).toBe(false);
    expect(actions?.ellipsis).toBeUndefined();
  });
});
