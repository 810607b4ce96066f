import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDir, readRuntimeInfo, repoRoot, resolveDatabaseUrl, runtimeFile, writeRuntimeInfo } from './runtime';

const saved = { ...process.env };
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slipcase-runtime-'));
  process.env.SLIPCASE_DATA_DIR = join(dir, 'data');
  delete process.env.DATABASE_URL;
});
afterEach(async () => {
  process.env = { ...saved };
  await rm(dir, { recursive: true, force: true });
});

describe('runtime', () => {
  it('finds the workspace root and puts the data directory in it by default', () => {
    expect(existsSync(join(repoRoot(), 'prisma', 'schema.prisma'))).toBe(true);
    delete process.env.SLIPCASE_DATA_DIR;
    expect(dataDir()).toBe(join(repoRoot(), '.data'));
  });

  it('round-trips the runtime file in the data directory', () => {
    expect(readRuntimeInfo()).toBeNull();
    const info = { databaseUrl: 'postgres://a@h:1/d', temporalAddress: 'h:7233', pid: 42 };
    writeRuntimeInfo(info);
    expect(runtimeFile()).toBe(join(dir, 'data', 'runtime.json'));
    expect(readRuntimeInfo()).toEqual(info);
  });

  it('resolves the database from DATABASE_URL first, then the runtime file, else explains what to do', () => {
    expect(() => resolveDatabaseUrl()).toThrow(/npm start.*DATABASE_URL|DATABASE_URL.*npm start/);
    writeRuntimeInfo({ databaseUrl: 'postgres://from-runtime/db', temporalAddress: 'h:7233', pid: 1 });
    expect(resolveDatabaseUrl()).toBe('postgres://from-runtime/db');
    process.env.DATABASE_URL = 'postgres://from-env/db';
    expect(resolveDatabaseUrl()).toBe('postgres://from-env/db');
  });
});
