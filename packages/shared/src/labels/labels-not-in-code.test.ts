import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Where Chinese may be written in TypeScript: tests and their test data (they assert what users see), seed and demo
 * data (records, not labels), and the server's message catalogue (packages/shared/src/api/messages:
 * typed per code, docs/decisions.md "One label catalogue"). Every other text a user reads is a key
 * of a locale file: apps/web/src/locales or this catalogue.
 */
const ALLOWED = [
  /\.test\.tsx?$/,
  // Test data beside the tests that read it (test-menu-items.ts): menu rows as the server sends them.
  /\/test-[\w-]+\.tsx?$/,
  /^apps\/server\/src\/seed\//,
  /^packages\/shared\/src\/demo\//,
  /^packages\/shared\/src\/api\/messages\//,
  // The uppercase numerals of an amount in words are a way of writing numbers, as digits are, not labels.
  /^packages\/shared\/src\/format\/amount-in-words\.ts$/,
];
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const HAN = /\p{Script=Han}/u;

const TEXT_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** The lines of a file's string, template, regular-expression and JSX texts that hold Chinese; comments do not count. */
function chineseTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (TEXT_KINDS.has(node.kind) && HAN.test(node.getText(file)))
      found.push(
        `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${node.getText(file)}`,
      );
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The repository's root, whether the tests run from it or from packages/shared. */
function repositoryRoot(): string {
  let dir = ts.sys.getCurrentDirectory();
  while (!ts.sys.directoryExists(`${dir}/packages/shared/src/labels`)) {
    const parent = dir.replace(/\/[^/]+$/, '');
    if (parent === dir) throw new Error('no repository root above the working directory');
    dir = parent;
  }
  return dir;
}

describe('labels live in the locale files, not in code (conventions §6)', () => {
  it('finds Chinese in strings, templates and JSX, not in comments', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder belongs to the source read
    const source = "// 海运\nconst a = '海运';\nconst b = `${a} 出口`;\nconst c = <b>进口</b>;\nconst d = 'Ocean';\n";
    expect(chineseTexts('x.tsx', source).map((line) => line.split(':')[1])).toEqual(['2', '3', '4']);
  });

  it('has none in TypeScript source outside tests, seed and demo data and the message catalogue', () => {
    const root = repositoryRoot();
    const offences = SOURCES.flatMap((folder) =>
      ts.sys
        .readDirectory(`${root}/${folder}`, ['.ts', '.tsx'])
        .map((path) => path.slice(root.length + 1))
        .filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))
        .flatMap((path) => chineseTexts(path, ts.sys.readFile(`${root}/${path}`) ?? '')),
    );
    expect(offences).toEqual([]);
  });
});
