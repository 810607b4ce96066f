import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';

const BIN = fileURLToPath(new URL('../bin/slipcase', import.meta.url));
const TRACE_MODULES = fileURLToPath(new URL('./testing/trace-modules.mjs', import.meta.url));

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let releaseId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const owner = await createTestUser(db.prisma);
  releaseId = (await createDraftRelease(db.prisma, owner.id)).id;
});

afterAll(async () => {
  await db?.drop();
});

/** The real executable, as a user runs it: its own process, started from outside the checkout. */
function slipcase(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      BIN,
      args,
      // A first start compiles the CLI's TypeScript (no cache on a fresh clone): on two busy cores that took over 30 s.
      { cwd: tmpdir(), env: { ...process.env, DATABASE_URL: db.url, NODE_OPTIONS: '', ...env }, timeout: 55_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('bin/slipcase', () => {
  it('runs from any directory and exits once done', async () => {
    const { code, stdout } = await slipcase(['release', 'status', releaseId]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Status\s+Draft/);
  });

  it('exits with the documented code and a one-line message on stderr', async () => {
    const { code, stdout, stderr } = await slipcase(['release', 'status', 'nope']);
    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe('›   Error: Release nope not found');
  });

  it('names the database problem in one line instead of a stack', async () => {
    const { code, stderr } = await slipcase(['review', 'list'], {
      DATABASE_URL: 'postgres://slipcase:slipcase@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("›   Error: Database error: Can't reach database server at 127.0.0.1:1");
  });

  it('starts a command for a signed-in label without loading the database, Temporal or the store transports', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'slipcase-trace-'));
    const trace = join(dir, 'modules.txt');
    try {
      const { code } = await slipcase(['upload', '--help'], { NODE_OPTIONS: `--import=${TRACE_MODULES}`, SLIPCASE_TRACE_MODULES: trace });
      expect(code).toBe(0);
      const loaded = await readFile(trace, 'utf8');
      expect(loaded).toContain('/cli/src/commands/upload.ts');
      for (const heavy of ['@temporalio/client', '@prisma/client', '@aws-sdk/client-s3', 'ssh2-sftp-client']) expect(loaded).not.toContain(heavy);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
