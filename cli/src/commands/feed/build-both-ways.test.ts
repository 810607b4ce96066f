import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import type { FeedBuild } from '../../lib/feed/feed-builder';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase feed build` both ways on the same release: built from the local database and storage, and signed in as
// its owner, the server's batch (GET /v1/releases/{id}/feeds/{store}) written here. The same files and words.
let world: SignedInWorld;
let tmp: string;
let token: string;
let release: { id: string };
let incomplete: { id: string };

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-feed-both-ways-'));
  process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'uploads');
  world = await startSignedIn();
  const owner = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  token = await world.tokenOf(owner.id, ['read']);
  release = await createDraftRelease(world.db.prisma, owner.id, await writeTestMedia(join(tmp, 'uploads')));
  // Its rows name files the storage does not have.
  incomplete = await createDraftRelease(world.db.prisma, owner.id);
}, 60_000);

afterAll(async () => {
  await world?.close();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const feedArgs = (releaseId: string, out: string, ...more: string[]) => ['feed', 'build', '--store', 'local-folder', '--release', releaseId, '--out', out, ...more];

/** Runs the command signed out, empties the folder it wrote, then signed in: what each wrote is there after it. */
async function bothWays(args: string[], out: string) {
  const local = await world.signedOut(() => runCli(args));
  await rm(out, { recursive: true, force: true });
  world.signIn(token);
  return { local, remote: await runCli(args) };
}

describe('slipcase feed build, locally and signed in', () => {
  it('writes the same batch and says the same either way, every file as listed', async () => {
    const out = join(tmp, 'out');
    const text = await bothWays(feedArgs(release.id, out), out);
    expect(text.local.error?.message).toBeUndefined();
    expect(text.local.stdout).toContain('Valid against ERN 4.3 and ern-c-sftp 1.8');
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });

    const json = await bothWays(feedArgs(release.id, out, '--json'), out);
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
    // Written by the signed-in run alone (the local run's folder was emptied): each file as the listing says.
    const build = JSON.parse(json.remote.stdout) as FeedBuild;
    expect(build.location).toBe(join(out, build.batchId));
    expect(build.files.length).toBeGreaterThanOrEqual(4);
    for (const file of build.files) {
      const bytes = await readFile(join(build.location, file.path));
      expect([bytes.length, createHash('sha256').update(bytes).digest('hex')], file.path).toEqual([file.bytes, file.sha256]);
    }
  }, 120_000);

  it('refuses an incomplete release with every problem on its own line (exit 5), and no such store or release (exit 3), either way', async () => {
    const out = join(tmp, 'refused');
    const missing = await bothWays(feedArgs(incomplete.id, out, '--json'), out);
    expect(missing.local.exit).toBe(5);
    expect(missing.remote).toMatchObject({ exit: 5, stdout: missing.local.stdout });
    expect(JSON.parse(missing.local.stdout).error).toMatchObject({ code: 'invalid_input', fields: [{ field: 'artwork', code: 'release_incomplete' }] });

    for (const args of [['feed', 'build', '--store', 'nostore', '--release', release.id, '--out', out], feedArgs('norelease', out)]) {
      const run = await bothWays(args, out);
      expect([run.local.exit, run.remote.exit], args.join(' ')).toEqual([3, 3]);
    }
  }, 60_000);

  it('is not found to another account signed in, whose token has no business with the release', async () => {
    const other = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: other.id }, data: { plan: 'pro' } });
    world.signIn(await world.tokenOf(other.id, ['read']));
    const run = await runCli(feedArgs(release.id, join(tmp, 'stranger')));
    expect(run.exit).toBe(3);
    expect(run.stdout).toBe('');
  }, 60_000);
});
