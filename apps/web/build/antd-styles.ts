import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The antd components the first signed-in page (the frame and the home page) draws, by their class
 * prefix (`.ant-btn` → btn), with those they draw through (Dropdown → menu, AutoComplete → select).
 * A component missing here shows unstyled on the first page until the rest arrives: the e2e
 * screenshots of the home page and the frame are what catches that.
 */
const FIRST_PAGE_COMPONENTS = new Set([
  'alert',
  'app',
  'avatar',
  'badge',
  'breadcrumb',
  'btn',
  'card',
  'descriptions',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'form',
  'input',
  'layout',
  'list',
  'menu',
  'message',
  'modal',
  'popover',
  'radio',
  'result',
  'select',
  'space',
  'spin',
  'switch',
  'tag',
  'tooltip',
  'typography',
  'wave',
]);

/**
 * The component a top-level block styles: the first `.ant-x` class of its selector (of its inner
 * rules for @media and the like); none for keyframes, theme variables and resets.
 */
function componentOf(block: string): string | undefined {
  if (block.startsWith('@keyframes')) return undefined;
  const selectors = block.startsWith('@') ? block : block.slice(0, block.indexOf('{'));
  return /\.ant-([a-z]+)/.exec(selectors)?.[1];
}

/** Splits a stylesheet into its top-level blocks (rules, at-rules with their bodies). */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return blocks;
}

/**
 * antd's prebuilt stylesheet cut in two, in its own order: what the first page needs, and the rest.
 * Animations, theme variables and shared resets stay in the first part. The order of rules is kept
 * within each part; across parts no rule of one component overrides another's, as each block is
 * scoped to its component's classes.
 */
export function splitAntdCss(css: string): { first: string; rest: string } {
  const first: string[] = [];
  const rest: string[] = [];
  for (const block of topLevelBlocks(css)) {
    const component = componentOf(block);
    (component === undefined || FIRST_PAGE_COMPONENTS.has(component) ? first : rest).push(block);
  }
  return { first: first.join(''), rest: rest.join('') };
}

const FIRST = 'virtual:antd-styles/first.css';
const REST = 'virtual:antd-styles/rest.css';

/**
 * `import 'virtual:antd-styles/first.css'` in the start-up code and `import('virtual:antd-styles/rest.css')`
 * with the screens: the first page parses and matches half of antd's ~1 MB stylesheet.
 */
export function antdStyles(): Plugin {
  let parts: { first: string; rest: string } | undefined;
  const load = () => {
    parts ??= splitAntdCss(readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'));
    return parts;
  };
  return {
    name: 'apex-antd-styles',
    resolveId: (id) => (id === FIRST || id === REST ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${FIRST}`) return load().first;
      if (id === `\0${REST}`) return load().rest;
      return undefined;
    },
  };
}
