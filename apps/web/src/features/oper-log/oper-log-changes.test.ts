import { describe, expect, it } from 'vitest';
import { splitDetail } from './oper-log-changes';

describe('splitDetail', () => {
  it('turns an update’s changes into rows and keeps the rest', () => {
    expect(splitDetail({ scac: 'MAEU', changes: { nameEn: ['Maersk', 'Maersk Line'] } })).toEqual({
      changes: [{ field: 'nameEn', before: 'Maersk', after: 'Maersk Line' }],
      rest: { scac: 'MAEU' },
    });
  });

  it('keeps a detail without changes whole, and says when there is none', () => {
    expect(splitDetail({ title: 'Call' })).toEqual({ changes: [], rest: { title: 'Call' } });
    expect(splitDetail(null)).toEqual({ changes: [], rest: undefined });
    expect(splitDetail({ changes: {} })).toEqual({ changes: [], rest: undefined });
  });
});
