import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { splitAntdCss } from './antd-styles';

const css = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');

describe("antd's stylesheet cut for the first page", () => {
  const { first, rest } = splitAntdCss(css);

  it('loses and repeats nothing', () => {
    expect(first.length + rest.length).toBe(css.replace(/\s+$/, '').length);
  });

  it('keeps the frame’s components, the animations and the theme variables in the first part', () => {
    for (const selector of ['.ant-btn{', '.ant-menu', '.ant-modal', '.ant-message', '.ant-select', '@keyframes'])
      expect(first, selector).toContain(selector);
    expect(first).toMatch(/\.css-var-[\w-]+\{[^}]*--ant-color-primary/);
  });

  it('leaves the screens’ components (tables, pickers, uploads, trees) to the rest', () => {
    for (const prefix of ['table', 'picker', 'upload', 'tree', 'pagination', 'steps']) {
      expect(rest, prefix).toContain(`.ant-${prefix}`);
      expect(first, prefix).not.toMatch(new RegExp(`(^|\\})\\.ant-${prefix}[\\s{.:-]`));
    }
  });
});
