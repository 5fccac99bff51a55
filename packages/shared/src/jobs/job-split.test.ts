import { describe, expect, it } from 'vitest';
import { messageIssueParams } from '../api/issues';
import { cargoOfLines, ZSplitJobRequest } from './job-split';

const part = (lines: object = {}) => ({ packages: 1, weightKg: '1', volumeCbm: '1', ...lines });

/** The message codes of a request's issues, by path. */
function issuesOf(body: object) {
  const parsed = ZSplitJobRequest.safeParse({ version: 1, containersVersion: 1, goodsVersion: 0, ...body });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((i) => [i.path.join('.'), messageIssueParams(i)?.messageCode ?? i.code]),
  );
}

describe('a job split naming containers and goods lines', () => {
  it('takes the request without lines as before, and lines by their 1-based numbers', () => {
    const plain = ZSplitJobRequest.parse({ version: 1, parts: [part(), part()] });
    expect(plain.parts[1]).toMatchObject({ containerLines: [], goodsLines: [] });
    expect(issuesOf({ parts: [part(), part({ containerLines: [2, 1] }), part({ goodsLines: [1] })] })).toEqual({});
    expect(issuesOf({ parts: [part(), part({ containerLines: [0, 1.5] })] })).toEqual({
      'parts.1.containerLines.0': 'too_small',
      'parts.1.containerLines.1': 'invalid_type',
    });
  });

  it('refuses a line named twice, lines on the kept part and lines moved without the version read', () => {
    expect(issuesOf({ parts: [part(), part({ goodsLines: [1] }), part({ goodsLines: [2, 1] })] })).toEqual({
      'parts.2.goodsLines.1': 'split.goodsLineTwice',
    });
    expect(issuesOf({ parts: [part({ containerLines: [1] }), part()] })).toEqual({
      'parts.0.containerLines': 'split.keptPartLines',
    });
    expect(issuesOf({ containersVersion: undefined, parts: [part(), part({ containerLines: [1] })] })).toEqual({
      containersVersion: 'split.listVersionMissing',
    });
  });
});

describe('the cargo a part takes with its lines', () => {
  const container = (packages: number | null, grossWeightKg: string | null, volumeCbm: string | null) => ({
    containerType: '40HQ',
    packages,
    grossWeightKg,
    volumeCbm,
  });
  const goods = { pieces: 5, grossWeightKg: '0.2', volumeCbm: '0.1' };

  it('is the containers’ sum, exactly, when the part takes any', () => {
    expect(cargoOfLines([container(3, '0.1', '1'), container(null, '0.2', null)], [goods])).toEqual({
      packages: 3,
      weightKg: '0.3000',
      volumeCbm: '1.0000',
    });
  });

  it('is the goods lines’ sum when it takes no container, and nothing when it takes neither', () => {
    expect(cargoOfLines([], [goods, { ...goods, pieces: null }])).toEqual({
      packages: 5,
      weightKg: '0.4000',
      volumeCbm: '0.2000',
    });
    expect(cargoOfLines([], [])).toBeNull();
  });
});
