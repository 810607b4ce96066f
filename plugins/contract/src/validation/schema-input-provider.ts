import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XmlInputProvider } from 'libxml2-wasm';
import { libxml } from './libxml';

/** Where libxml2 should read a file it asks for (a path, a file: URL, an absolute URL), or undefined. */
export type SchemaResolver = (name: string) => string | undefined;

let serving: SchemaResolver | undefined;
const openFiles = new Map<number, { bytes: Buffer; offset: number }>();
let nextHandle = 1; // 0 tells libxml2 the open failed
let registered = false;

// libxml2 reads every file through the input callbacks registered with it: this one serves the schema being
// compiled, and nothing at any other time, so documents being validated can never make it read a file.
const provider: XmlInputProvider = {
  match: (name) => serving?.(name) !== undefined,
  open(name) {
    const path = serving?.(name);
    if (path === undefined) return undefined;
    try {
      const handle = nextHandle++;
      openFiles.set(handle, { bytes: readFileSync(path), offset: 0 });
      return handle;
    } catch {
      return undefined;
    }
  },
  read(handle, into) {
    const file = openFiles.get(handle);
    if (!file) return -1;
    const count = file.bytes.copy(into, 0, file.offset, Math.min(file.offset + into.byteLength, file.bytes.length));
    file.offset += count;
    return count;
  },
  close: (handle) => openFiles.delete(handle),
};

/** Resolves what the schemas of `dir` import: the catalog's URLs, then paths and file: URLs inside `dir`. */
export function schemaResolver(dir: string, catalog: ReadonlyMap<string, string>): SchemaResolver {
  const root = resolve(dir);
  return (name) => {
    const mapped = catalog.get(name);
    if (mapped) return mapped;
    let path: string;
    try {
      path = name.startsWith('file:') ? fileURLToPath(name) : name;
    } catch {
      return undefined;
    }
    if (!isAbsolute(path)) return undefined;
    const inside = relative(root, path);
    return inside && !inside.startsWith('..') && !isAbsolute(inside) ? path : undefined;
  };
}

/** Runs a synchronous libxml2 call (compiling a schema) while `resolver` answers libxml2's file reads. */
export async function withSchemaFiles<T>(resolver: SchemaResolver, compile: () => T): Promise<T> {
  const lib = await libxml();
  if (!registered) {
    if (!lib.xmlRegisterInputProvider(provider)) throw new Error('libxml2 refused the schema input provider');
    registered = true;
  }
  serving = resolver;
  try {
    return compile();
  } finally {
    serving = undefined;
  }
}
