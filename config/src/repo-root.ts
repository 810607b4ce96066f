import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isWorkspaceRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object);
  } catch {
    return false;
  }
}

/** The repository root: the nearest package.json with "workspaces" above the working directory. */
export function repoRoot(): string {
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    if (isWorkspaceRoot(dir)) return dir;
    if (dirname(dir) === dir) break;
  }
  // Started from outside the checkout: this file lives in <root>/config/src.
  return resolve(dirname(fileURLToPath(import.meta.url)), '../..');
}
