import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDTH, layoutToSave, shownKeys, widthOf } from './column-layout';

const columns = [
  { key: 'jobNo', title: 'Job no', width: 140 },
  { key: 'customer', title: 'Customer', width: 220 },
  { key: 'consignee', title: 'Consignee' },
];

describe("a grid's column layout, saved per user", () => {
  it('shows every column until the user hides one, and a column added since the layout was saved', () => {
    expect(shownKeys(columns, undefined)).toEqual(['jobNo', 'customer', 'consignee']);
    expect(shownKeys(columns, [{ key: 'customer', visible: false, width: 220 }])).toEqual(['jobNo', 'consignee']);
  });

  it('takes the width being dragged, else the saved one, else the column’s own, else a default', () => {
    const saved = [{ key: 'jobNo', visible: true, width: 180 }];
    expect(widthOf(columns[0]!, saved, { jobNo: 200 })).toBe(200);
    expect(widthOf(columns[0]!, saved)).toBe(180);
    expect(widthOf(columns[1]!, saved)).toBe(220);
    expect(widthOf(columns[2]!, saved)).toBe(DEFAULT_WIDTH);
  });

  it('saves every column with whether it shows and how wide it is', () => {
    expect(layoutToSave(columns, ['jobNo', 'consignee'], (c) => (c.key === 'jobNo' ? 190 : 100))).toEqual([
      { key: 'jobNo', visible: true, width: 190 },
      { key: 'customer', visible: false, width: 100 },
      { key: 'consignee', visible: true, width: 100 },
    ]);
  });
});
