import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { startLifecycleTest, type LifecycleTest } from '@slipcase/workflows/testing';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startV1Server } from '../../testing/v1-server';

// A release's whole lifecycle driven by the CLI signed in: the real /v1 handlers over HTTP, Temporal and the worker.
let t: LifecycleTest;
let server: Awaited<ReturnType<typeof startV1Server>>;
let configDir: string;
let labelToken: string;
let operatorToken: string;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let operator: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await startLifecycleTest();
  process.env.DATABASE_URL = t.databaseUrl;
  Object.assign(process.env, t.temporalEnv);
  configDir = await mkdtemp(join(tmpdir(), 'slipcase-cli-lifecycle-'));
  process.env.SLIPCASE_CONFIG_DIR = configDir;
  owner = await createTestUser(t.prisma);
  await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  operator = await createTestUser(t.prisma, 'operator');
  const token = async (userId: string, scopes: Array<'read' | 'write' | 'submit' | 'review'>) =>
    (await createApiToken(t.prisma, userId, { name: 'lifecycle', scopes, lifetimeDays: 30 })).token;
  labelToken = await token(owner.id, ['read', 'write', 'submit']);
  operatorToken = await token(operator.id, ['read', 'review']);
  server = await startV1Server();
  process.env.SLIPCASE_URL = server.url;
});

afterAll(async () => {
  await server?.close();
  await t?.stop();
  for (const name of ['SLIPCASE_URL', 'SLIPCASE_TOKEN', 'SLIPCASE_CONFIG_DIR']) delete process.env[name];
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

async function as(token: string, ...args: string[]) {
  process.env.SLIPCASE_TOKEN = token;
  const run = await runCli(args);
  expect(run.error?.message).toBeUndefined();
  return run.stdout;
}

const statusOf = async (id: string) => (await t.prisma.release.findUniqueOrThrow({ where: { id } })).status;
const reaches = (id: string, status: string) => vi.waitFor(async () => expect(await statusOf(id)).toBe(status), { timeout: 20_000, interval: 100 });

describe('the release lifecycle, signed in', () => {
  it('is submitted, rejected, reopened, approved, taken down and restored through /v1', async () => {
    const { id } = await createDraftRelease(t.prisma, owner.id, t.media);

    const submitted = JSON.parse(await as(labelToken, 'release', 'submit', id, '--json'));
    expect(submitted).toEqual({
      releaseId: id,
      title: 'Sine Wave Sessions',
      user: owner.username,
      workflowId: `release:${id}`,
      runId: null,
      stores: ['local-folder'],
      droppedStores: [],
      coverTooSmallFor: [],
    });
    await reaches(id, 'in_review');
    expect(await as(operatorToken, 'review', 'list')).toContain(id);

    const rejected = JSON.parse(await as(operatorToken, 'review', 'reject', id, '--reason', 'audio_error', '--note', 'Clicks at 0:42', '--json'));
    expect(rejected).toMatchObject({ releaseId: id, operator: operator.username, status: 'rejected', reasonCodes: ['audio_error'], note: 'Clicks at 0:42', reopenBy: expect.any(String) });
    expect(await as(labelToken, 'release', 'status', id)).toContain('Note from the operator: Clicks at 0:42');

    expect(await as(labelToken, 'release', 'reopen', id)).toBe(`Reopened "Sine Wave Sessions" (${id}): it goes back to review.\n`);
    await reaches(id, 'in_review');
    await releaseDateReached(t.prisma, id);
    expect(await as(operatorToken, 'review', 'approve', id)).toMatch(new RegExp(`^Approved "Sine Wave Sessions" \\(${id}\\) as ${operator.username}\\. Status: `));
    await reaches(id, 'published');
    expect(await as(labelToken, 'release', 'deliveries', id)).toMatch(/^local-folder\n {2}Status +(delivered|acknowledged)/);

    const requested = JSON.parse(await as(labelToken, 'release', 'takedown', id, '--reason', 'no_streams', '--yes', '--json'));
    const request = await t.prisma.takedownRequest.findFirstOrThrow({ where: { releaseId: id } });
    expect(requested).toEqual({
      requested: true,
      releaseId: id,
      title: 'Sine Wave Sessions',
      user: owner.username,
      workflowId: `release:${id}:takedown`,
      takedownRequestId: request.id,
      processAt: expect.any(String),
      stores: ['local-folder'],
    });
    await reaches(id, 'takedown_requested');
    expect(await as(labelToken, 'release', 'cancel-takedown', id)).toBe(`Takedown of "Sine Wave Sessions" (${id}) cancelled. Status: Published\n`);
    expect(await statusOf(id)).toBe('published');

    const events = await t.prisma.activityEvent.findMany({ where: { releaseId: id, actorId: { not: null } } });
    expect(new Set(events.map((event) => event.via))).toEqual(new Set(['cli']));
  });
});
