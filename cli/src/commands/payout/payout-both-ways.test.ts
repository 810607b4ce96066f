import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase payout` both ways on the same data and the same Temporal: signed out as --as on the database, signed
// in through /v1 with the account's token. The same payouts, refusals, text and JSON.
let world: SignedInWorld;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;

beforeAll(async () => {
  quietTemporalLogs();
  world = await startSignedIn();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-payout-both-'));
  temporal = await startTestTemporal();
  // After startSignedIn, which points Temporal at a closed port: the CLI and the /v1 handlers reach this one.
  Object.assign(process.env, temporal.env);
  delete process.env.SLIPCASE_MINIMUM_WITHDRAWAL_CENTS;
  worker = await runTestWorker(temporal, { prisma: world.db.prisma, stores: [], storageDir: tmp, rails: { stripe: new FakeRail('stripe') } });
}, 180_000);

afterAll(async () => {
  await closeTemporalClient();
  await worker?.stop();
  await temporal?.stop();
  await world?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const local = (...args: string[]) => world.signedOut(() => runCli(args));
async function remote(token: string, ...args: string[]) {
  world.signIn(token);
  return runCli(args);
}

/** A payout's own values (its id and when it was asked for) taken out, so two requests can be compared. */
function apart(text: string, ...ids: string[]): string {
  return ids.reduce((rest, id) => rest.replaceAll(id, '<id>'), text).replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}[^"\s]*( UTC)?/g, '<time>');
}

describe('slipcase payout, locally and signed in', () => {
  it('requests, shows and cancels a payout the same way either way', async () => {
    const payee = await createPayee(world.db.prisma, { plan: 'pro', royaltiesCents: 200_00 });
    const token = await world.tokenOf(payee.id, ['read', 'submit']);

    const mine = await local('payout', 'request', '25.50', '--as', payee.username, '--json');
    const theirs = await remote(token, 'payout', 'request', '25.50', '--json');
    expect(mine.exit).toBe(0);
    expect(theirs.exit).toBe(0);
    const [first, second] = [mine, theirs].map((run) => JSON.parse(run.stdout) as { id: string; requestedAt: string; availableAt: string });
    expect(first).toMatchObject({ amountCents: 25_50, status: 'waiting', planAtRequest: 'pro', waitDays: 30, method: 'stripe' });
    expect(apart(theirs.stdout, second!.id)).toBe(apart(mine.stdout, first!.id));
    for (const payout of [first!, second!]) expect(Date.parse(payout.availableAt) - Date.parse(payout.requestedAt)).toBe(30 * 86_400_000);

    const text = await local('payout', 'request', '10', '--as', payee.username);
    const textRemote = await remote(token, 'payout', 'request', '10');
    const [third, fourth] = await world.db.prisma.payout.findMany({ where: { userId: payee.id, amountCents: 10_00 }, orderBy: { requestedAt: 'asc' } });
    expect(textRemote.exit).toBe(0);
    expect(apart(textRemote.stdout, fourth!.id)).toBe(apart(text.stdout, third!.id));
    expect(text.stdout).toContain('It will be paid on');

    // The same payout, looked at both ways: the same text and JSON, the workflow's state included.
    for (const args of [[], ['--json']]) {
      const shown = await local('payout', 'status', first!.id, ...args);
      expect(shown.exit).toBe(0);
      expect(await remote(token, 'payout', 'status', first!.id, ...args)).toMatchObject({ exit: 0, stdout: shown.stdout });
    }
    expect(JSON.parse((await remote(token, 'payout', 'status', first!.id, '--json')).stdout)).toMatchObject({
      payout: { id: first!.id, owner: { username: payee.username } },
      workflow: { payoutId: first!.id, status: 'waiting' },
    });

    // Cancelled one way each, then refused the other way with the same message.
    const cancelledHere = await local('payout', 'cancel', first!.id, '--as', payee.username);
    const cancelledThere = await remote(token, 'payout', 'cancel', second!.id);
    expect(cancelledHere.exit).toBe(0);
    expect(apart(cancelledThere.stdout, second!.id)).toBe(apart(cancelledHere.stdout, first!.id));
    expect(cancelledHere.stdout).toMatch(/^Workflow +cancelled$/m);
    const againHere = await local('payout', 'cancel', second!.id, '--as', payee.username);
    const againThere = await remote(token, 'payout', 'cancel', first!.id);
    expect(againHere).toMatchObject({ exit: 4, error: { message: 'This payout can no longer be cancelled: it is cancelled.' } });
    expect(againThere).toMatchObject({ exit: 4, error: { message: againHere.error?.message } });

    const royalties = await remote(token, 'royalties', '--json');
    expect(JSON.parse(royalties.stdout)).toMatchObject({ royaltiesCents: 200_00, heldCents: 20_00, availableCents: 180_00 });
  });

  it('refuses the same way either way: above the balance, no payout method, another account\'s payout', async () => {
    const payee = await createPayee(world.db.prisma, { plan: 'pro', royaltiesCents: 40_00 });
    const token = await world.tokenOf(payee.id, ['read', 'submit']);
    const above = await local('payout', 'request', '40.01', '--as', payee.username, '--json');
    expect(above.exit).toBe(4);
    expect(JSON.parse(above.stdout)).toMatchObject({ error: { code: 'withdrawal_above_balance', message: 'The amount is more than your available balance of 40.00 USD.' } });
    expect(await remote(token, 'payout', 'request', '40.01', '--json')).toMatchObject({ exit: 4, stdout: above.stdout });

    const unset = await createPayee(world.db.prisma, { plan: 'pro', method: null, royaltiesCents: 40_00 });
    const unsetToken = await world.tokenOf(unset.id, ['read', 'submit']);
    const noMethod = await local('payout', 'request', '20', '--as', unset.username);
    expect(noMethod).toMatchObject({ exit: 4, error: { message: 'No payout method is set up. Choose one in your payout settings first.' } });
    expect(await remote(unsetToken, 'payout', 'request', '20')).toMatchObject({ exit: 4, error: { message: noMethod.error?.message } });

    // Another account's payout is not found, whichever way, and stays as it was.
    const owner = await createPayee(world.db.prisma, { plan: 'pro', royaltiesCents: 40_00 });
    const requested = JSON.parse((await local('payout', 'request', '15', '--as', owner.username, '--json')).stdout) as { id: string };
    const notFound = { exit: 3, error: { message: `Payout ${requested.id} not found` } };
    expect(await local('payout', 'cancel', requested.id, '--as', payee.username)).toMatchObject(notFound);
    expect(await remote(token, 'payout', 'cancel', requested.id)).toMatchObject(notFound);
    expect(await remote(token, 'payout', 'status', requested.id)).toMatchObject(notFound);
    expect((await world.db.prisma.payout.findUniqueOrThrow({ where: { id: requested.id } })).status).toBe('waiting');
    await local('payout', 'cancel', requested.id, '--as', owner.username);
  });

  it('signed in, needs the submit scope to move money and refuses a typed --as', async () => {
    const payee = await createPayee(world.db.prisma, { plan: 'pro', royaltiesCents: 40_00 });
    const reader = await world.tokenOf(payee.id, ['read']);
    expect(await remote(reader, 'payout', 'request', '20', '--json')).toMatchObject({ exit: 4, stdout: expect.stringContaining('"scope_missing"') });
    expect(await remote(reader, 'payout', 'request', '20', '--as', payee.username)).toMatchObject({ exit: 2 });
    expect(await world.db.prisma.payout.count({ where: { userId: payee.id } })).toBe(0);
  });
});
