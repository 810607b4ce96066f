/**
 * Which test covers each service file (issue 28): a service source file has a test beside it (`<name>.test.ts`, or
 * `<name>.<kind>.test.ts` such as a property test), or a row in services/TESTS.md naming the test files that cover it,
 * or saying it holds only types or only re-exports. A named test must reach the file through its imports: directly,
 * or through the modules it imports. Type-only imports do not count (a test that names a type runs none of its code),
 * and an import through a barrel (a file of re-exports only, such as services/src/index.ts) reaches the files that
 * define the names imported, not every file the barrel re-exports.
 *
 * Also the measure the issue asks for: the lines of `*.test.ts` under services/src against its other `.ts` lines,
 * test support (`testing/` folders) left out of both.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { moduleResolver, projectCompilerOptions, sourceFiles } from './import-graph';

export const MAP_PATH = 'services/TESTS.md';
const SERVICES = 'services/src/';
const TEST = /\.test\.tsx?$/;
const TEST_SUPPORT = /(^|\/)testing\//;
export const TYPES_ONLY = 'types only';
export const REEXPORTS_ONLY = 're-exports only';

type Kind = 'code' | 'types' | 'reexports';

interface ModuleImport {
  target: string;
  /** The names taken from it; 'all' for a namespace, a side-effect import or `export *`. */
  names: string[] | 'all';
}

interface ParsedModule {
  kind: Kind;
  imports: ModuleImport[];
  /** Names re-exported from other files, by exported name: the file and its name there ('*' for `export *`). */
  reexports: Array<{ target: string; from: string; as: string }>;
  /** Names it declares and exports itself. */
  own: Set<string>;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  const name = (statement as ts.DeclarationStatement).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

function parseModule(file: string, resolveFrom: (specifier: string, from: string) => string | undefined): ParsedModule {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports: ModuleImport[] = [];
  const reexports: ParsedModule['reexports'] = [];
  const own = new Set<string>();
  let typesOnly = true;
  let reexportsOnly = source.statements.length > 0;
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      reexportsOnly = false;
      if (hasExport(statement)) own.add(statement.name.text);
      continue;
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      reexportsOnly = false;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const names: string[] | 'all' = !clause || (bindings && ts.isNamespaceImport(bindings)) ? 'all' : [
        ...(clause.name ? ['default'] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : []),
      ];
      if (clause?.isTypeOnly || names.length === 0) continue;
      typesOnly = false;
      const target = resolveFrom(statement.moduleSpecifier.text, file);
      if (target) imports.push({ target, names });
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? resolveFrom(statement.moduleSpecifier.text, file) : undefined;
      if (!statement.moduleSpecifier) reexportsOnly = false;
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const elements = clause && ts.isNamedExports(clause) ? clause.elements.filter((e) => !e.isTypeOnly) : [];
      if (clause && ts.isNamedExports(clause) && elements.length === 0) continue;
      typesOnly = false;
      if (!statement.moduleSpecifier) {
        for (const e of elements) own.add(e.name.text);
      } else if (target) {
        if (!clause) reexports.push({ target, from: '*', as: '*' });
        else if (ts.isNamespaceExport(clause)) reexports.push({ target, from: '*', as: clause.name.text });
        else for (const e of elements) reexports.push({ target, from: (e.propertyName ?? e.name).text, as: e.name.text });
        imports.push({ target, names: clause && ts.isNamedExports(clause) ? elements.map((e) => (e.propertyName ?? e.name).text) : 'all' });
      }
      continue;
    }
    typesOnly = false;
    reexportsOnly = false;
    if (hasExport(statement)) for (const name of declaredNames(statement)) own.add(name);
  }
  return { kind: typesOnly ? 'types' : reexportsOnly ? 'reexports' : 'code', imports, reexports, own };
}

export interface CoverageGraph {
  root: string;
  /** Each test file (absolute) with the files its imports reach and in how many steps. */
  reach: Map<string, Map<string, number>>;
  kindOf: (file: string) => Kind;
}

/** The files that running `names` of `file` runs, seeing through barrels to the files that define the names. */
function origins(modules: Map<string, ParsedModule>, file: string, names: string[] | 'all', seen = new Set<string>()): string[] {
  const parsed = modules.get(file);
  if (!parsed || parsed.kind !== 'reexports') return [file];
  if (seen.has(file)) return [];
  seen.add(file);
  const found = new Set<string>();
  for (const { target, from, as } of parsed.reexports) {
    const wanted = names === 'all' ? 'all'
      : as === '*' ? names : names.includes(as) ? (from === '*' ? 'all' : [from]) : undefined;
    if (!wanted) continue;
    if (as === '*' && wanted !== 'all' && !wanted.some((name) => exportedNames(modules, target).has(name))) continue;
    for (const origin of origins(modules, target, wanted, new Set(seen))) found.add(origin);
  }
  return [...found];
}

function exportedNames(modules: Map<string, ParsedModule>, file: string, seen = new Set<string>()): Set<string> {
  const parsed = modules.get(file);
  const names = new Set(parsed?.own);
  if (!parsed || seen.has(file)) return names;
  seen.add(file);
  for (const { target, as } of parsed.reexports) {
    if (as !== '*') names.add(as);
    else for (const name of exportedNames(modules, target, seen)) names.add(name);
  }
  return names;
}

/** Parses every source file of the repository at `root` and follows the imports of each test. */
export function coverageGraph(root: string): CoverageGraph {
  const realRoot = realpathSync(root);
  const files = sourceFiles(realRoot);
  const resolveFrom = moduleResolver(files, projectCompilerOptions(realRoot));
  const modules = new Map(files.map((file) => [file, parseModule(file, resolveFrom)]));
  const edges = new Map([...modules].map(([file, { imports }]) => [
    file, [...new Set(imports.flatMap(({ target, names }) => origins(modules, target, names)))],
  ]));
  const reach = new Map<string, Map<string, number>>();
  for (const test of files.filter((file) => TEST.test(file))) {
    const distance = new Map([[test, 0]]);
    const queue = [test];
    for (let i = 0; i < queue.length; i++) {
      for (const next of edges.get(queue[i]!) ?? []) {
        if (distance.has(next)) continue;
        distance.set(next, distance.get(queue[i]!)! + 1);
        queue.push(next);
      }
    }
    reach.set(test, distance);
  }
  return { root: realRoot, reach, kindOf: (file) => modules.get(join(realRoot, file))?.kind ?? 'code' };
}

/** How many folders of their paths two files share. */
const sharedFolders = (a: string, b: string) => {
  const [as, bs] = [dirname(a).split('/'), dirname(b).split('/')];
  let shared = 0;
  while (shared < as.length && as[shared] === bs[shared]) shared++;
  return shared;
};

const sharedStart = (a: string, b: string) => {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  return shared;
};

/**
 * The test nearest to `file` through the imports, or undefined if none reaches it: the fewest steps, then the
 * test in the closest folder (so a use case's own area's test before another area's, services/ before web/), then
 * the one whose name starts most like the file's.
 */
export function nearestTest(graph: CoverageGraph, file: string): string | undefined {
  const absolute = join(graph.root, file);
  const candidates = [...graph.reach].flatMap(([test, distance]) =>
    test !== absolute && distance.has(absolute) ? [{ test: relative(graph.root, test), steps: distance.get(absolute)! }] : []);
  candidates.sort((a, b) => a.steps - b.steps
    || sharedFolders(b.test, file) - sharedFolders(a.test, file)
    || sharedStart(basename(b.test), basename(file)) - sharedStart(basename(a.test), basename(file))
    || a.test.localeCompare(b.test));
  return candidates[0]?.test;
}

export const reaches = (graph: CoverageGraph, test: string, file: string) =>
  graph.reach.get(join(graph.root, test))?.has(join(graph.root, file)) ?? false;

/** Service source files (repository-relative), test support left out, and the service test files. */
export function serviceFiles(root: string): { sources: string[]; tests: string[] } {
  const files = sourceFiles(join(root, SERVICES)).map((file) => relative(realpathSync(root), file))
    .filter((file) => !TEST_SUPPORT.test(file.slice(SERVICES.length))).sort();
  return { sources: files.filter((file) => !TEST.test(file)), tests: files.filter((file) => TEST.test(file)) };
}

/** Whether `<name>.test.ts` (or `<name>.<kind>.test.ts`) sits beside the file. */
export function hasTestBeside(file: string, tests: readonly string[]): boolean {
  const stem = join(dirname(file), basename(file, '.ts'));
  return tests.some((test) => test === `${stem}.test.ts` || (test.startsWith(`${stem}.`) && /^[\w-]+\.test\.ts$/.test(test.slice(stem.length + 1))));
}

export interface MapRow {
  line: number;
  file: string;
  /** The tests named, or TYPES_ONLY / REEXPORTS_ONLY. */
  coveredBy: string[] | typeof TYPES_ONLY | typeof REEXPORTS_ONLY;
}

/** The rows of the map's table: `| \`file\` | \`test\`, \`test\` |` or `| \`file\` | types only |`. */
export function parseMap(text: string): MapRow[] {
  return text.split('\n').flatMap((row, index) => {
    const cells = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(row);
    if (!cells) return [];
    const rest = cells[2]!.trim();
    const tests = [...rest.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const coveredBy = rest === TYPES_ONLY ? TYPES_ONLY : rest === REEXPORTS_ONLY ? REEXPORTS_ONLY : tests;
    return [{ line: index + 1, file: cells[1]!, coveredBy }];
  });
}

export const mapRow = (file: string, coveredBy: string) =>
  `| \`${file}\` | ${coveredBy === TYPES_ONLY || coveredBy === REEXPORTS_ONLY ? coveredBy : `\`${coveredBy}\``} |`;

/** The row the map should have for a file: what it holds, or the test nearest to it; undefined when no test reaches it. */
export function suggestedRow(graph: CoverageGraph, file: string): string | undefined {
  const kind = graph.kindOf(file);
  if (kind === 'types') return mapRow(file, TYPES_ONLY);
  if (kind === 'reexports') return mapRow(file, REEXPORTS_ONLY);
  const test = nearestTest(graph, file);
  return test && mapRow(file, test);
}

export interface ServiceTestsReport {
  testLines: number;
  sourceLines: number;
  sources: number;
  withTestBeside: number;
  inMap: number;
  /** Source files with neither a test beside them nor a row in the map. */
  uncovered: string[];
  /** What is wrong with the map, each saying what to change. */
  problems: string[];
}

const lines = (root: string, file: string) => readFileSync(join(root, file), 'utf8').split('\n').length - 1;

/** Measures services/ and checks its map against the files and tests there are. */
export function checkServiceTests(root: string, graph = coverageGraph(root)): ServiceTestsReport {
  const { sources, tests } = serviceFiles(root);
  const mapText = existsSync(join(root, MAP_PATH)) ? readFileSync(join(root, MAP_PATH), 'utf8') : '';
  const rows = parseMap(mapText);
  const rowOf = new Map(rows.map((row) => [row.file, row]));
  const problems: string[] = [];
  const suggestion = (file: string) => {
    const row = suggestedRow(graph, file);
    return row ? `this row: ${row}` : `a test beside it (no test reaches it through its imports)`;
  };
  const beside = sources.filter((file) => hasTestBeside(file, tests));
  const uncovered = sources.filter((file) => !beside.includes(file) && !rowOf.has(file));
  for (const file of uncovered) {
    const row = suggestedRow(graph, file);
    problems.push(`${file} has no ${basename(file, '.ts')}.test.ts beside it and no row in ${MAP_PATH}: write that test`
      + (row ? `, or add this row: ${row}` : ' (no test reaches it through its imports)'));
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const where = `${MAP_PATH}:${row.line} (${row.file})`;
    if (seen.has(row.file)) problems.push(`${where}: a second row for the same file; remove one`);
    seen.add(row.file);
    if (!sources.includes(row.file)) {
      problems.push(`${where}: no such service source file any more; remove the row`);
      continue;
    }
    if (beside.includes(row.file)) {
      problems.push(`${where}: the file has a test beside it now; remove the row`);
      continue;
    }
    const kind = graph.kindOf(row.file);
    if (row.coveredBy === TYPES_ONLY || row.coveredBy === REEXPORTS_ONLY) {
      const holds = row.coveredBy === TYPES_ONLY ? 'types' : 'reexports';
      if (kind !== holds) problems.push(`${where}: says "${row.coveredBy}" but the file holds more; replace the row with ${suggestion(row.file)}`);
      continue;
    }
    if (row.coveredBy.length === 0) problems.push(`${where}: names no test; replace the row with ${suggestion(row.file)}`);
    for (const test of row.coveredBy) {
      if (!TEST.test(test) || !existsSync(join(root, test))) {
        problems.push(`${where}: names ${test}, which is no test file (any more); replace the row with ${suggestion(row.file)}`);
      } else if (!reaches(graph, test, row.file)) {
        problems.push(`${where}: ${test} does not import ${row.file}, directly or through the modules it imports; `
          + `replace the row with ${suggestion(row.file)}`);
      }
    }
  }
  return {
    testLines: tests.reduce((sum, file) => sum + lines(root, file), 0),
    sourceLines: sources.reduce((sum, file) => sum + lines(root, file), 0),
    sources: sources.length,
    withTestBeside: beside.length,
    inMap: sources.filter((file) => !beside.includes(file) && rowOf.has(file)).length,
    uncovered,
    problems,
  };
}
