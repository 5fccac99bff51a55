// Lists exports of packages/shared and apps/server that no other file uses, through the TypeScript
// compiler (the whole repository as one program, so `@apex/shared` imports resolve to the same
// declarations). Usage: `node scripts/unused-exports.mjs`. It prints, per export, whether its own
// file still uses it (then only `export` goes) or nothing does (then the declaration goes), and
// the exports used by tests only (kept: a tested helper waiting for its screen). It exits with 1
// while an export of the first two kinds is left. Exports a later issue needs are listed in KEEP.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const CHECKED = ['packages/shared/src', 'apps/server/src'];
const READERS = [...CHECKED, 'apps/server/test', 'apps/web/src', 'apps/web/build', 'e2e', 'bench'];
/** The charges issue calls it (docs/decisions.md, "A master job holds no charges"). */
const KEEP = new Set(['assertJobMayHoldCharges']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const program = ts.createProgram([...READERS.flatMap((dir) => [...sources(join(ROOT, dir))])], {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'vite/client'],
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();
const ours = program
  .getSourceFiles()
  .filter((file) => !file.isDeclarationFile && !file.fileName.includes('node_modules'));
const isTest = (fileName) => /\.test\.tsx?$|\/test\/|^e2e\//.test(relative(ROOT, fileName));

const resolve = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/** Every file that names a symbol, other than by its own declaration. */
const readersOf = new Map();
for (const file of ours) {
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteral(node)) {
      const found = checker.getSymbolAtLocation(node);
      const declaredHere = found?.declarations?.some((d) => d.name === node);
      if (found && !declaredHere) {
        for (const symbol of new Set([found, resolve(found)])) {
          if (!readersOf.has(symbol)) readersOf.set(symbol, new Set());
          readersOf.get(symbol).add(file.fileName);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const report = { unused: [], ownFileOnly: [], testsOnly: [] };
for (const file of ours) {
  const name = relative(ROOT, file.fileName);
  if (!CHECKED.some((dir) => name.startsWith(dir)) || isTest(file.fileName)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = resolve(exported);
    // A re-export (a barrel's `export *` or `export { x } from`) is judged where it is declared.
    if (!symbol.declarations?.some((d) => d.getSourceFile() === file)) continue;
    if (KEEP.has(exported.name) || exported.name === 'default') continue;
    const readers = [...(readersOf.get(symbol) ?? [])];
    const others = readers.filter((reader) => reader !== file.fileName);
    const line = `${name}: ${exported.name}`;
    if (others.length === 0) (readers.length ? report.ownFileOnly : report.unused).push(line);
    else if (others.every(isTest)) report.testsOnly.push(line);
  }
}
for (const [heading, lines] of Object.entries(report))
  process.stdout.write(
    `\n${heading} (${lines.length})\n${lines
      .sort()
      .map((line) => `  ${line}\n`)
      .join('')}`,
  );
process.exitCode = report.unused.length + report.ownFileOnly.length > 0 ? 1 : 0;
