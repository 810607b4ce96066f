import { fileURLToPath } from 'node:url';
import { MANIFEST_SCHEMA } from './manifest-schema';

/** cli/manifest.schema.json: what the README points editors and scripts at. */
export const MANIFEST_SCHEMA_FILE = fileURLToPath(new URL('../../../manifest.schema.json', import.meta.url));

/** The schema file's content: MANIFEST_SCHEMA, two-space indented. */
export function manifestSchemaText(): string {
  return `${JSON.stringify(MANIFEST_SCHEMA, null, 2)}\n`;
}
