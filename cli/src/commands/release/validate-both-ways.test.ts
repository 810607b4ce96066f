import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase release validate` both ways on the same releases: signed out as --as on the database (no Temporal), and
// signed in through GET /v1/releases/{id}/validation with the owner's token. The same words, warnings and JSON.
let world: SignedInWorld;
let tmp: string;
let stored: TestMedia;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let token: string;

beforeAll(async () => {
  world = await startSignedIn();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-validate-both-ways-'));
  process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'storage');
  stored = await writeTestMedia(process.env.SLIPCASE_STORAGE_DIR);
  owner = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  token = await world.tokenOf(owner.id, ['read']);
});

afterAll(async () => {
  await world?.close();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const validate = (releaseId: string, ...more: string[]) => world.bothWays(token, ['release', 'validate', releaseId, ...more], ['--as', owner.username]);

describe('slipcase release validate, locally and signed in', () => {
  it('prints the same problems of an incomplete draft either way (exit 5)', async () => {
    const { id } = await createDraftRelease(world.db.prisma, owner.id);
    const text = await validate(id);
    expect(text.local.exit).toBe(5);
    expect(text.local.error?.message).toMatch(/^artwork: /m);
    expect(text.remote).toMatchObject({ exit: 5, stderr: text.local.stderr });
    expect(text.remote.error?.message).toBe(text.local.error?.message);

    const json = await validate(id, '--json');
    expect(JSON.parse(json.local.stdout).error.fields).toContainEqual({ field: 'artwork', code: 'artwork_required', message: expect.any(String) });
    expect(json.remote).toMatchObject({ exit: 5, stdout: json.local.stdout });
  });

  it('says a complete draft is ready the same way either way, with the same check as JSON', async () => {
    const { id } = await createDraftRelease(world.db.prisma, owner.id, stored);
    const text = await validate(id);
    expect(text.local).toMatchObject({ exit: 0, stdout: `Release ${id} has no problems: ready to submit (slipcase release submit ${id}).\n` });
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout, stderr: text.local.stderr });

    const json = await validate(id, '--json');
    expect(JSON.parse(json.local.stdout)).toMatchObject({ releaseId: id, status: 'draft', ok: true, errors: [] });
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
  });

  it('says there is no such release alike either way (exit 3)', async () => {
    const { local, remote } = await validate('nosuchrelease');
    expect(local).toMatchObject({ exit: 3 });
    expect(remote).toMatchObject({ exit: 3 });
    expect(remote.error?.message).toBe(local.error?.message);
  });
});
