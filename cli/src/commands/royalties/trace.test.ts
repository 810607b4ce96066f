import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@slipcase/config';
import { GENERIC_CSV_MAPPING } from '@slipcase/domain';
import { importStatement, LocalFileStorage } from '@slipcase/services';
import { isReadingProblem, openStatement } from '@slipcase/services/statements/import/open-statement';
import { ownerWithTrack } from '@slipcase/services/testing/posted-statements';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase royalties trace` both ways on the same imported statement: signed out as --as on the database and
// the stored files, signed in through GET /v1/royalties/trace. The same text and JSON.
let world: SignedInWorld;
beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

/** A generic CSV statement for 2026-11 named `name`, stored and imported as the import workflow does. */
async function importCsv(store: string, name: string, rows: readonly string[]) {
  const storage = new LocalFileStorage(config().dirs.storage);
  const key = `statements/${randomUUID()}/statement.csv`;
  const csv = ['period,isrc,upc,title,artist,country,use_type,usages,currency,amount', ...rows].join('\n');
  const stored = await storage.put(key, Readable.from([Buffer.from(`${csv}\n`)]));
  const state = await importStatement(
    {
      prisma: world.db.prisma,
      now: new Date(),
      storage,
      open: (files, format, _store, period) => openStatement(files, format, { csvMapping: GENERIC_CSV_MAPPING, period, maxBytes: 1_000_000 }),
      isProblem: isReadingProblem,
    },
    { store, period: null, sha256: stored.sha256, format: 'csv', files: [{ name, key }], usdRates: { EUR: '1.10' }, importedById: null },
  );
  expect(state.status).toBe('posted');
}

const bothWays = async (username: string, userId: string, ...args: string[]) =>
  world.bothWays(await world.tokenOf(userId, ['read']), ['royalties', 'trace', ...args], ['--as', username]);

describe('slipcase royalties trace, locally and signed in', () => {
  it('lists the store’s lines behind the amount, the same text and JSON either way, escapes shown harmless', async () => {
    const { owner, track } = await ownerWithTrack(world.db.prisma, 'pro');
    const { track: theirs } = await ownerWithTrack(world.db.prisma, 'pro');
    // A file name is the operator's, as their file was called: an escape in it must not reach the terminal.
    await importCsv('spotify', 'nov\u001b[31m.csv', [
      `2026-11,${track.isrc},,"Night, Day",Act,DE,Stream,100,EUR,2.50`,
      `2026-11,${theirs.isrc},,Theirs,Other,DE,Stream,900,EUR,9.00`,
      `2026-11,${track.isrc},,Night Day,Act,FR,Stream,10,EUR,0.40`,
    ]);

    const text = await bothWays(owner.username, owner.id, '--period', '2026-11', '--isrc', track.isrc!, '--country', 'DE');
    expect(text.local.exit).toBe(0);
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    expect(text.local.stdout).toContain('Sales period 2026-11: 1 amount from 1 store line, 2.75 USD in all.');
    expect(text.local.stdout).toContain('2.50 EUR at 1.10 USD/EUR = 2.75 USD, yours 2.75 USD');
    expect(text.local.stdout).toMatch(/nov\\x1b\[31m\.csv\s+1\s+2\s+period=2026-11 .* title=Night, Day/);
    expect(text.local.stdout).not.toContain('\u001b');
    expect(text.local.stdout).not.toContain(theirs.isrc);

    const json = await bothWays(owner.username, owner.id, '--period', '2026-11', '--json');
    const local = JSON.parse(json.local.stdout) as { amounts: { country: string; lines: { cells: { name: string; value: string }[] }[] }[] };
    expect(JSON.parse(json.remote.stdout)).toEqual(local);
    expect(local.amounts.map((amount) => amount.country)).toEqual(['DE', 'FR']);
    expect(local.amounts[0]!.lines[0]!.cells.find((cell) => cell.name === 'title')!.value).toBe('Night, Day');
  });

  it('says when nothing matches, and refuses a bad period or another account’s release alike both ways', async () => {
    const { owner } = await ownerWithTrack(world.db.prisma, 'pro');
    const { release: theirs } = await ownerWithTrack(world.db.prisma, 'pro');
    const empty = await bothWays(owner.username, owner.id, '--period', '2026-10');
    expect(empty.local).toMatchObject({ exit: 0, stdout: expect.stringContaining('No royalties of 2026-10 match this selection.') });
    expect(empty.remote.stdout).toBe(empty.local.stdout);

    const bad = await bothWays(owner.username, owner.id, '--period', '2026-13');
    expect(bad.local.exit).toBe(5);
    expect(bad.remote.exit).toBe(5);
    const hidden = await bothWays(owner.username, owner.id, '--period', '2026-11', '--release', theirs.id);
    expect(hidden.local.exit).toBe(3);
    expect(hidden.remote.exit).toBe(3);
  });
});
