/**
 * The import graph of the project's own source files, and the two checks made on it: no import cycles, and no
 * relative import from one package into another (packages import each other by name, so the lint boundaries of
 * eslint.config.js see every crossing). Parsing with the TypeScript compiler (no type checking) and resolving with
 * the repository's own module settings takes about a second for the whole monorepo; eslint-plugin-import-x's
 * `no-cycle` found the same cycle but made `eslint .` take 25 s instead of 9.
 *
 * Every static import and re-export counts, `import type` included: a cycle of types still ties two modules
 * together. Dynamic `import()` does not: it is how a module loads another lazily, and is not a cycle at start.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'build', 'dist', 'test-results', 'playwright-report']);
const skipped = (name: string) => SKIPPED_DIRS.has(name) || name.startsWith('.') || name.startsWith('build-');

/** Every .ts/.tsx file under `root` but dependencies, build output, generated code and dot folders, as real paths. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !skipped(entry.name)) walk(join(dir, entry.name));
      else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(realpathSync(join(dir, entry.name)));
    }
  };
  walk(root);
  return files;
}

/** The module specifiers a file imports or re-exports statically. */
export function staticImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
      && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

export interface ResolvedImport {
  specifier: string;
  /** The file it resolves to, when that is one of ours. */
  target: string;
}

/** Resolves a module specifier from a file to the file it names, when that is one of `files` (and not itself). */
export function moduleResolver(files: string[], compilerOptions: ts.CompilerOptions): (specifier: string, from: string) => string | undefined {
  const own = new Set(files);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
  return (specifier, from) => {
    const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys, cache).resolvedModule;
    const target = resolved && resolve(resolved.resolvedFileName);
    return target && own.has(target) && target !== from ? target : undefined;
  };
}

/** Each file's imports that resolve to another of `files`. */
export function importGraph(files: string[], compilerOptions: ts.CompilerOptions): Map<string, ResolvedImport[]> {
  const resolveFrom = moduleResolver(files, compilerOptions);
  const graph = new Map<string, ResolvedImport[]>();
  for (const file of files) {
    const imports: ResolvedImport[] = [];
    for (const specifier of staticImports(file, readFileSync(file, 'utf8'))) {
      const target = resolveFrom(specifier, file);
      if (target) imports.push({ specifier, target });
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm, iterative). */
export function cyclesOf(graph: Map<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: root, next: 0 }];
    index.set(root, counter); low.set(root, counter++); stack.push(root); onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter); low.set(target, counter++); stack.push(target); onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do { member = stack.pop()!; onStack.delete(member); component.push(member); } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components;
}

/** The import graph of every source file under `root`, resolved with `root`'s tsconfig.base.json. */
export function projectImports(root: string): { root: string; graph: Map<string, ResolvedImport[]> } {
  return { root: realpathSync(root), graph: importGraph(sourceFiles(root), projectCompilerOptions(root)) };
}

/** The module settings of `root`'s tsconfig.base.json, with JSX for the web's .tsx files. */
export function projectCompilerOptions(root: string): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  return { ...options, jsx: ts.JsxEmit.ReactJSX };
}

/** The import cycles among the source files under `root`, each as its files relative to `root`. */
export function findImportCycles({ root, graph }: ReturnType<typeof projectImports>): string[][] {
  const targets = new Map([...graph].map(([file, imports]) => [file, imports.map(({ target }) => target)]));
  return cyclesOf(targets).map((cycle) => cycle.map((file) => relative(root, file)));
}

/**
 * Tests, their helpers and the test runners' configuration may share tools across packages (e2e/ reads the web's
 * test mailbox, run by scripts/; both vitest configs take their worker count from scripts/).
 */
const TEST_SUPPORT = /(^|\/)(testing|e2e)\/|\.(test|spec)\.tsx?$|(^|\/)vitest\.config\.ts$/;

/**
 * Relative imports that reach into another package (the nearest folder with a package.json), as
 * `file -> specifier`, test support aside.
 */
export function findRelativeImportsAcrossPackages({ root, graph }: ReturnType<typeof projectImports>): string[] {
  const packages = new Map<string, string>();
  const packageOf = (file: string): string => {
    const dir = dirname(file);
    if (!packages.has(dir)) packages.set(dir, existsSync(join(dir, 'package.json')) || dir === root ? dir : packageOf(dir));
    return packages.get(dir)!;
  };
  return [...graph].filter(([file]) => !TEST_SUPPORT.test(relative(root, file))).flatMap(([file, imports]) => imports
    .filter(({ specifier, target }) => specifier.startsWith('.') && packageOf(file) !== packageOf(target))
    .map(({ specifier }) => `${relative(root, file)} -> ${specifier}`));
}
