// npm run db:generate: runs `prisma generate` only when the generated client is missing or older than
// schema.prisma (or the Prisma version), so setup can call it on every run.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const prismaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const schemaPath = join(prismaDir, 'schema.prisma');
const clientDir = join(prismaDir, 'generated/client');
const hashFile = join(clientDir, '.schema-hash');
const require = createRequire(import.meta.url);
const prismaPackage = require.resolve('prisma/package.json');
const prismaVersion = (JSON.parse(readFileSync(prismaPackage, 'utf8')) as { version: string }).version;

const hash = createHash('sha256').update(prismaVersion).update('\0').update(readFileSync(schemaPath)).digest('hex');
const upToDate =
  existsSync(join(clientDir, 'client.ts')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash;

if (upToDate) {
  console.log('Prisma client is up to date.');
} else {
  execFileSync(process.execPath, [join(dirname(prismaPackage), 'build/index.js'), 'generate', '--schema', schemaPath], {
    cwd: prismaDir,
    stdio: 'inherit',
    // generate never runs the schema engine, but the CLI insists on finding one before it starts and would
    // try to download it: any existing executable satisfies it.
    // eslint-disable-next-line no-restricted-properties -- the child's environment: this one and two more
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  writeFileSync(hashFile, `${hash}\n`);
}
