import { ZSaveContainersRequest } from '@apex/shared/jobs';
import { describe, expect, it } from 'vitest';
import { cellErrorsOfIssues, cellErrorsOfServer, cellKeyOfField } from './cell-errors';

describe('cell errors', () => {
  it('keys schema and server issues alike, by list, row and field', () => {
    expect(cellKeyOfField('body.containers[2].containerNo')).toBe('containers.2.containerNo');
    const parsed = ZSaveContainersRequest.safeParse({
      version: 0,
      containers: [{ containerType: '40HQ', containerNo: 'ABC123' }],
    });
    expect(parsed.success).toBe(false);
    const fromSchema = cellErrorsOfIssues(parsed.error?.issues ?? [], (i) => i.message);
    expect(Object.keys(fromSchema)).toEqual(['containers.0.containerNo']);
    expect(cellErrorsOfServer([{ field: 'body.lines[1].hsCode', message: 'HS code 000000 …' }])).toEqual({
      'lines.1.hsCode': 'HS code 000000 …',
    });
  });
});
