import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { sha256File } from '@slipcase/plugin-contract/media/hash-file';
import { createWithdrawal } from '@slipcase/services/payouts/withdrawals';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { writeTestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import type { Catalogue } from '../lib/export/export-report';
import { runCli } from '../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../testing/signed-in';

// `slipcase export` both ways on the same database and storage: signed out as --as, and signed in through /v1 with
// the account's token. The same files, byte for byte, the same index and the same words.
let world: SignedInWorld;
let tmp: string;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let token: string;

beforeAll(async () => {
  world = await startSignedIn();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-export-both-ways-'));
  process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'storage');
  const stored = await writeTestMedia(process.env.SLIPCASE_STORAGE_DIR);
  const { prisma } = world.db;
  owner = await createTestUser(prisma);
  await prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro', payoutMethod: 'stripe', stripeAccountId: 'acct_label' } });
  token = await world.tokenOf(owner.id, ['read']);
  const complete = await createDraftRelease(prisma, owner.id, stored);
  // A draft with neither cover nor track: exported, but no ERN message can be made of it.
  const draft = await createDraftRelease(prisma, owner.id);
  await prisma.track.deleteMany({ where: { releaseId: draft.id } });
  await createDraftRelease(prisma, (await createTestUser(prisma)).id, stored);
  const track = await prisma.track.findFirstOrThrow({ where: { releaseId: complete.id } });
  await addRoyalty(prisma, owner.id, 12_34, 'USD', { isrc: track.isrc, trackTitle: track.title, date: new Date('2026-10-01T00:00:00Z') });
  await createWithdrawal({ prisma, now: new Date('2026-10-15T12:00:00Z'), settings: DEFAULT_SETTINGS }, { userId: owner.id, amountCents: 10_00 });
});

afterAll(async () => {
  await world?.close();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const exportTo = async (dir: string) => world.bothWays(token, ['export', dir], ['--as', owner.username]);
/** Every file the index lists (itself and the ledger included) with its SHA-256. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const catalogue = JSON.parse(await readFile(join(dir, 'catalogue.json'), 'utf8')) as Catalogue;
  const paths = ['catalogue.json', catalogue.royalties.path, ...catalogue.releases.flatMap((release) => release.files.map((file) => file.path))];
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await sha256File(join(dir, path))] as const)));
}

describe('slipcase export, locally and signed in', () => {
  it('writes the same files, index and words either way; a second run either way writes nothing', async () => {
    const dir = join(tmp, 'out');
    // Locally into the folder, then signed in into the same folder: the server's files are the same bytes.
    const first = await exportTo(dir);
    expect(first.local.error?.message, first.local.stderr).toBeUndefined();
    expect(first.local.stdout).toMatch(new RegExp(`^Exported 2 releases to ${dir}: 5 files written \\(.+\\), 0 already there .*1 release without an ERN message yet`));
    expect(first.remote).toMatchObject({ exit: 0, stdout: `Exported 2 releases to ${dir}: nothing written, 5 already there with the right SHA-256. 1 release without an ERN message yet (see catalogue.json).\n` });
    const warning = (stderr: string) => stderr.replace(/\s+›\s+/g, ' ').match(/Warning: .*no ERN message yet: .*/)?.[0];
    expect(warning(first.local.stderr)).toMatch(/Artwork is required\./);
    expect(warning(first.remote.stderr)).toBe(warning(first.local.stderr));

    // Signed in into a fresh folder: the same files, byte for byte, and the same JSON.
    const other = join(tmp, 'other');
    world.signIn(token);
    const remote = await runCli(['export', other, '--json']);
    expect(remote.exit).toBe(0);
    expect(await filesOf(other)).toEqual(await filesOf(dir));
    const local = await world.signedOut(() => runCli(['export', join(tmp, 'third'), '--json', '--as', owner.username]));
    const report = (run: { stdout: string }, folder: string) => JSON.parse(run.stdout.replaceAll(folder, '<dir>')) as Record<string, unknown>;
    expect(report(remote, other)).toEqual(report(local, join(tmp, 'third')));
  });

  it('names the account to act as locally, and refuses --as signed in', async () => {
    const dir = join(tmp, 'refused');
    expect((await world.signedOut(() => runCli(['export', dir]))).error?.message).toBe('Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER');
    world.signIn(token);
    expect((await runCli(['export', dir, '--as', owner.username])).exit).toBe(2);
  });
});
