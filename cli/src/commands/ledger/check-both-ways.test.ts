import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoyalty, createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase ledger check` both ways on the same ledger: on the server's database, and signed in as staff through
// GET /v1/ledger/check. The same verdict, text, JSON and exit code; no one but staff may ask.
let world: SignedInWorld;

beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

const bothWays = (token: string, ...args: string[]) => world.bothWays(token, ['ledger', 'check', ...args]);

describe('slipcase ledger check, locally and signed in', () => {
  it('says the ledger holds, then names the same breach, the same way either way', async () => {
    const operator = await createPayee(world.db.prisma, { plan: 'pro' });
    await world.db.prisma.user.update({ where: { id: operator.id }, data: { role: 'operator' } });
    const token = await world.tokenOf(operator.id, ['read', 'review']);
    const payee = await createPayee(world.db.prisma, { plan: 'pro', royaltiesCents: 12_00 });

    const holds = await bothWays(token);
    expect(holds.local).toMatchObject({ exit: 0, stdout: expect.stringContaining('The ledger holds') });
    expect(holds.remote).toMatchObject({ exit: 0, stdout: holds.local.stdout });

    // A balance that no longer equals its entries, as a hand edit of the table would leave it.
    await world.db.prisma.ledgerAccount.updateMany({ where: { userId: payee.id, kind: 'artist' }, data: { balanceMicros: { increment: 1 } } });
    const broken = await bothWays(token);
    expect(broken.local).toMatchObject({ exit: 7, error: { message: expect.stringMatching(/^The ledger breaks 1 invariant:\n {2}balance_differs: account /) } });
    expect(broken.remote).toMatchObject({ exit: 7, error: { message: broken.local.error?.message } });
    const json = await bothWays(token, '--json');
    expect(json.remote).toMatchObject({ exit: 7, stdout: json.local.stdout });
    expect(JSON.parse(json.local.stdout)).toMatchObject({ error: { code: 'ledger_breach', exit: 7 } });
    await world.db.prisma.ledgerAccount.updateMany({ where: { userId: payee.id, kind: 'artist' }, data: { balanceMicros: { decrement: 1 } } });
  });

  it('signed in, refuses an artist (whose tokens cannot have the review scope) and a staff token without it', async () => {
    const artist = await createPayee(world.db.prisma, { plan: 'pro' });
    await addRoyalty(world.db.prisma, artist.id, 5_00);
    world.signIn(await world.tokenOf(artist.id, ['read', 'write', 'submit']));
    expect(await runCli(['ledger', 'check'])).toMatchObject({ exit: 4, stdout: '' });
    const operator = await createPayee(world.db.prisma, { plan: 'pro' });
    await world.db.prisma.user.update({ where: { id: operator.id }, data: { role: 'operator' } });
    world.signIn(await world.tokenOf(operator.id, ['read']));
    const scoped = await runCli(['ledger', 'check', '--json']);
    expect(scoped.exit).toBe(4);
    expect(JSON.parse(scoped.stdout)).toMatchObject({ error: { code: 'scope_missing' } });
  });
});
