import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoyalty, createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase royalties statement` both ways on the same ledger: signed out as --as on the database, signed in
// through GET /v1/statements/{period}.csv and .pdf with the account's token.
let world: SignedInWorld;
let dir: string;

beforeAll(async () => {
  world = await startSignedIn();
  dir = await mkdtemp(join(tmpdir(), 'slipcase-statement-both-'));
});
afterAll(async () => {
  await world?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const bothWays = (username: string, token: string, ...args: string[]) => world.bothWays(token, ['royalties', 'statement', ...args], ['--as', username]);

/** The PDF's creation time (and the file id made from it) is the moment it was made: all two makings may differ in. */
const withoutCreationDate = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:…)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID […]');

describe('slipcase royalties statement, locally and signed in', () => {
  it('prints the same CSV, writes the same PDF and refuses a period without royalties the same way', async () => {
    const payee = await createPayee(world.db.prisma, { plan: 'pro' });
    await addRoyalty(world.db.prisma, payee.id, 12_34, 'USD', { period: '2026-07', platform: 'spotify', country: 'DE' });
    await addRoyalty(world.db.prisma, payee.id, 1_66, 'USD', { period: '2026-07', platform: 'deezer', country: 'FR' });
    const other = await createPayee(world.db.prisma, { plan: 'pro' });
    await addRoyalty(world.db.prisma, other.id, 99_00, 'USD', { period: '2026-08' });
    const token = await world.tokenOf(payee.id, ['read']);

    const csv = await bothWays(payee.username, token, '--period', '2026-07');
    expect(csv.local.exit).toBe(0);
    expect(csv.remote).toMatchObject({ exit: 0, stdout: csv.local.stdout });
    expect(csv.local.stdout.trim().split('\r\n').at(-1)).toBe('total,,,,,,,,,,,14.00');

    const here = join(dir, 'here.pdf');
    const there = join(dir, 'there.pdf');
    const local = await world.signedOut(() => runCli(['royalties', 'statement', '--period', '2026-07', '--format', 'pdf', '--out', here, '--as', payee.username, '--json']));
    world.signIn(token);
    const remote = await runCli(['royalties', 'statement', '--period', '2026-07', '--format', 'pdf', '--out', there, '--json']);
    expect(local.exit).toBe(0);
    expect(JSON.parse(remote.stdout)).toEqual({ ...JSON.parse(local.stdout), file: there });
    expect(withoutCreationDate(await readFile(there))).toBe(withoutCreationDate(await readFile(here)));

    // Another account's month is no month of theirs, whichever way.
    const none = await bothWays(payee.username, token, '--period', '2026-08');
    expect(none.local).toMatchObject({ exit: 3, error: { message: `${payee.username} has no royalties in 2026-08` } });
    expect(none.remote).toMatchObject({ exit: 3, error: { message: none.local.error?.message } });
  });
});
