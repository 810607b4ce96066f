import { join } from 'node:path';

/** The parts of a package.json that say where its entry is. */
export interface PackageManifest {
  name?: string;
  version?: string;
  main?: string;
  exports?: unknown;
  slipcase?: { storePlugin?: boolean };
}

/** A conditional export: the first of import, node, default that is a path. */
function fromConditions(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const condition of ['import', 'node', 'default']) {
    const found = fromConditions(conditions[condition]);
    if (found) return found;
  }
  return undefined;
}

/** The file `import(<package name>)` would load: `exports["."]` (or `exports` itself), else `main`, else index.js. */
export function packageEntry(dir: string, manifest: PackageManifest): string {
  const { exports } = manifest;
  const root = typeof exports === 'object' && exports !== null && '.' in exports ? (exports as Record<string, unknown>)['.'] : exports;
  return join(dir, fromConditions(root) ?? manifest.main ?? 'index.js');
}
