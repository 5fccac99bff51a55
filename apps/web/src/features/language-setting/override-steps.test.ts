import type { TUiText } from '@apex/shared/settings';
import { describe, expect, it } from 'vitest';
import { overrideSteps } from './override-steps';

const stamp = { version: 3, updatedAt: '2026-11-22T00:00:00Z', updatedBy: 'admin' };
const row: TUiText = {
  id: 'admin:list.query',
  namespace: 'admin',
  key: 'list.query',
  builtIn: { en_US: 'Query', zh_CN: '查询', zh_HK: '查詢' },
  overrides: { en_US: null, zh_CN: { id: 7, text: '搜索', ...stamp }, zh_HK: { id: 8, text: '搜尋', ...stamp } },
};

describe('overrideSteps', () => {
  it('creates, rewords and removes overrides as the form says', () => {
    expect(overrideSteps(row, { en_US: ' Search ', zh_CN: '查找', zh_HK: '' })).toEqual([
      { kind: 'create', locale: 'en_US', text: 'Search' },
      { kind: 'update', locale: 'zh_CN', id: 7, version: 3, text: '查找' },
      { kind: 'remove', locale: 'zh_HK', id: 8, version: 3 },
    ]);
  });

  it('changes nothing for unchanged fields, and treats the built-in wording as no override', () => {
    expect(overrideSteps(row, { en_US: 'Query', zh_CN: '搜索', zh_HK: '搜尋' })).toEqual([]);
    expect(overrideSteps(row, { zh_CN: '查询', zh_HK: '搜尋' })).toEqual([
      { kind: 'remove', locale: 'zh_CN', id: 7, version: 3 },
    ]);
  });
});
