import { config } from '@slipcase/config';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = join('ern-4.3', 'release-notification.xsd');

/** Places the package's `schemas/` folder may be, in order; failures to compute one are skipped. */
function candidates(): string[] {
  const found: string[] = [];
  const attempt = (compute: () => string) => {
    try {
      found.push(resolve(compute()));
    } catch {
      // not computable in this runtime (e.g. bundled code without a file URL or without node_modules)
    }
  };
  // Running from source: <package>/src/validation/schemas-dir.ts.
  attempt(() => fileURLToPath(new URL('../../schemas/', import.meta.url)));
  // Bundled code (import.meta.url is the bundle's): find the installed package instead.
  attempt(() => join(dirname(createRequire(import.meta.url).resolve('@slipcase/plugin-contract')), '..', 'schemas'));
  return found;
}

/** This package's own folder, once found: the search resolves the package and asks the file system each time. */
let bundled: string | undefined;

/** The folder of DDEX schemas: SLIPCASE_DDEX_SCHEMAS, else the `schemas/` folder of this package. */
export function ddexSchemasDir(): string {
  const fromEnv = config().dirs.ddexSchemas;
  if (fromEnv) return resolve(fromEnv);
  bundled ??= bundledSchemasDir();
  return bundled;
}

function bundledSchemasDir(): string {
  const tried = candidates();
  const dir = tried.find((candidate) => existsSync(join(candidate, MARKER)));
  if (!dir) {
    throw new Error(`DDEX schemas not found (looked in ${tried.join(', ') || 'nowhere'}); set SLIPCASE_DDEX_SCHEMAS`);
  }
  return dir;
}
