// Lists exports of packages/shared, apps/server and apps/web that no other file uses, through the TypeScript
// compiler (the whole repository as one program, so `@apex/shared` imports resolve to the same
// declarations). Usage: `node scripts/unused-exports.mjs`. It prints, per export, whether its own
// file still uses it (then only `export` goes) or nothing does (then the declaration goes), and
// the exports used by tests only (kept: a tested helper waiting for its screen). It exits with 1
// while an export of the first two kinds is left. Exports a later issue needs are listed in KEEP.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const CHECKED = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
const READERS = [...CHECKED, 'apps/server/test', 'apps/web/build', 'apps/web/vite.config.ts', 'e2e', 'bench'];
/**
 * The charges issue calls the first (docs/decisions.md, "A master job holds no charges"); the
 * second is spec §5's number-only input, for the first screen with a typed amount.
 */
const KEEP = new Set(['assertJobMayHoldCharges', 'NumberOnlyInput']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const readers = READERS.map((entry) => join(ROOT, entry));
const program = ts.createProgram(
  readers.flatMap((path) => (statSync(path).isFile() ? [path] : [...sources(path)])),
  {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node', 'vite/client'],
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();
const ours = program
  .getSourceFiles()
  .filter((file) => !file.isDeclarationFile && !file.fileName.includes('node_modules'));
const isTest = (fileName) => /\.test\.tsx?$|\/test\/|^e2e\//.test(relative(ROOT, fileName));

const resolve = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/**
 * The exports a node reads without naming them as identifiers: a destructured lazy import
 * (`const { bundle } = await import(…)`), a lazy import handed to a typed loader (its contextual
 * type names what is read) and the web's `lazyNamed(() => import(…), 'Page')`.
 */
function readByName(node) {
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const name = (node.propertyName ?? node.name).getText();
    return [checker.getTypeAtLocation(node.parent).getProperty(name)];
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const module = checker.getSymbolAtLocation(node.arguments[0]);
    const wanted = node.parent && checker.getContextualType(node);
    if (!module || !wanted) return [];
    const names = new Set(
      checker
        .getAwaitedType(wanted)
        ?.getProperties()
        .map((p) => p.name),
    );
    return checker.getExportsOfModule(module).filter((exported) => names.has(exported.name));
  }
  if (
    ts.isStringLiteral(node) &&
    ts.isCallExpression(node.parent) &&
    node.parent.expression.getText() === 'lazyNamed'
  ) {
    const [load] = node.parent.arguments;
    const loaded = checker.getTypeAtLocation(load).getCallSignatures()[0]?.getReturnType();
    return [loaded && checker.getAwaitedType(loaded)?.getProperty(node.text)];
  }
  return [];
}

/** Every file that names a symbol, other than by its own declaration. */
const readersOf = new Map();
const addReader = (found, fileName) => {
  for (const symbol of new Set([found, resolve(found)])) {
    if (!readersOf.has(symbol)) readersOf.set(symbol, new Set());
    readersOf.get(symbol).add(fileName);
  }
};
for (const file of ours) {
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteral(node)) {
      const found = checker.getSymbolAtLocation(node);
      const declaredHere = found?.declarations?.some((d) => d.name === node);
      if (found && !declaredHere) addReader(found, file.fileName);
    }
    for (const byName of readByName(node)) if (byName) addReader(byName, file.fileName);
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
