/** Rewrites cli/manifest.schema.json from the code: `node --import tsx cli/src/lib/manifest/write-schema-file.ts`. */
import { writeFile } from 'node:fs/promises';
import { MANIFEST_SCHEMA_FILE, manifestSchemaText } from './schema-file';

await writeFile(MANIFEST_SCHEMA_FILE, manifestSchemaText());
console.log(`Wrote ${MANIFEST_SCHEMA_FILE}`);
