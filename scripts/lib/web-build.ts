import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { config } from '@slipcase/config';

const SOURCES = ['web/app', 'web/vite.config.ts', 'web/package.json', 'domain/src', 'config/src', 'prisma/src', 'prisma/generated', 'services/src', 'api-contract/src',
  'api-contract/locales',
  'workflows/src', 'plugins/contract/src', 'plugins/stores'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('build')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Where the web build goes: web/build, or SLIPCASE_WEB_BUILD_DIR (relative to web/) for parallel test runs. */
export function webBuildDir(root: string): string {
  return resolve(root, 'web', config().web.buildDir ?? 'build');
}

/** Builds the web app for production unless the last build is newer than every source it bundles. */
export function buildWebIfStale(root: string): void {
  const output = join(webBuildDir(root), 'server/index.js');
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map((source) => newestMtime(join(root, source))))) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@slipcase/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed');
}
