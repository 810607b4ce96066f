import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { libxml } from './libxml';
import { readSchemaCatalog } from './schema-catalog';
import { SCHEMA_FILES, type DdexSchema } from './schema-files';
import { schemaResolver, withSchemaFiles } from './schema-input-provider';
import { ddexSchemasDir } from './schemas-dir';

interface CompiledSchema {
  validator: XsdValidator;
  /** Kept alive with the validator: libxml2's compiled schema may point into the tree it was built from. */
  source: XmlDocument;
}

/** By schemas folder and schema; a promise, so concurrent first callers share one compilation. */
const compiled = new Map<string, Promise<CompiledSchema>>();

async function compile(dir: string, schema: DdexSchema): Promise<CompiledSchema> {
  const { XmlDocument, XsdValidator } = await libxml();
  const path = join(dir, SCHEMA_FILES[schema]);
  const failure = (reason: string, cause: unknown) =>
    new Error(`Slipcase could not validate against ${schema}: ${reason} (SLIPCASE_DDEX_SCHEMAS names the folder)`, { cause });
  let source: XmlDocument;
  try {
    source = XmlDocument.fromBuffer(readFileSync(path), { url: path });
  } catch (error) {
    throw failure(`cannot read ${path}: ${(error as Error).message}`, error);
  }
  try {
    const resolver = schemaResolver(dir, await readSchemaCatalog(join(dir, 'catalog.xml')));
    return { validator: await withSchemaFiles(resolver, () => XsdValidator.fromDoc(source)), source };
  } catch (error) {
    source.dispose();
    throw failure(`${path} does not compile: ${(error as Error).message}`, error);
  }
}

/**
 * The compiled schema, parsed once per process (the ERN 4.3 set is 3.5 MB of XSD) from SLIPCASE_DDEX_SCHEMAS or
 * the bundled folder. A schema that fails to load is not remembered, so the next call tries again.
 */
export function compiledSchema(schema: DdexSchema): Promise<XsdValidator> {
  const dir = ddexSchemasDir();
  const key = `${dir}\0${schema}`;
  let entry = compiled.get(key);
  if (!entry) {
    entry = compile(dir, schema);
    compiled.set(key, entry);
    entry.catch(() => compiled.delete(key));
  }
  return entry.then(({ validator }) => validator);
}

/** Frees every compiled schema (their WebAssembly memory); the next validation compiles again. */
export async function releaseCompiledSchemas(): Promise<void> {
  const entries = [...compiled.values()];
  compiled.clear();
  for (const entry of await Promise.allSettled(entries)) {
    if (entry.status !== 'fulfilled') continue;
    entry.value.validator.dispose();
    entry.value.source.dispose();
  }
}
