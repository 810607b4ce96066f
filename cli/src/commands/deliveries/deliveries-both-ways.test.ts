import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase deliveries` both ways on the same deliveries: on the server's database as an operator, and signed in as
// staff through /v1/operator/deliveries. The same lists, text and JSON, and the same refusals, decided before
// Temporal (retrying for real is workflows/src/delivery-retry.test.ts's).
let world: SignedInWorld;

beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

const bothWays = (operator: string, token: string, ...args: string[]) => world.bothWays(token, ['deliveries', ...args], ['--as', operator]);

describe('slipcase deliveries, locally and signed in', () => {
  it('lists the same failed delivery and refuses the same resend either way', async () => {
    const { prisma } = world.db;
    const operator = await createTestUser(prisma, 'operator');
    const token = await world.tokenOf(operator.id, ['read', 'review']);
    const owner = await createTestUser(prisma);
    const release = await createDraftRelease(prisma, owner.id);
    await prisma.release.update({ where: { id: release.id }, data: { status: 'in_process' } });
    await prisma.delivery.create({
      data: { releaseId: release.id, store: 'local-folder', status: 'failed', error: 'connection reset by store', events: { create: [{ step: 'failed', detail: 'attempt 1' }] } },
    });

    const text = await bothWays(operator.username, token, 'list');
    expect(text.local.exit).toBe(0);
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    expect(text.local.stdout).toMatch(new RegExp(`${release.id}\\s+Sine Wave Sessions\\s+local-folder\\s+\\S+ \\S+ UTC\\s+1\\s+retry\\s+connection reset by store`));
    const json = await bothWays(operator.username, token, 'list', '--json');
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
    expect(JSON.parse(json.local.stdout).failing[0]).toMatchObject({ store: 'local-folder', attempts: 1, remedy: { action: 'retry', workflow: 'release' } });

    const resend = await bothWays(operator.username, token, 'resend', release.id, 'local-folder');
    expect(resend.local).toMatchObject({ exit: 4, error: { message: expect.stringContaining('Only a release the stores already have') } });
    expect(resend.remote).toMatchObject({ exit: 4, error: { message: resend.local.error?.message } });
    const unknown = await bothWays(operator.username, token, 'retry', 'no-such-release', 'local-folder');
    expect(unknown.local.exit).toBe(3);
    expect(unknown.remote).toMatchObject({ exit: 3, error: { message: unknown.local.error?.message } });
  });

  it('signed in, refuses anyone but staff with the review scope', async () => {
    const artist = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: artist.id }, data: { plan: 'pro' } });
    world.signIn(await world.tokenOf(artist.id, ['read', 'submit']));
    expect(await runCli(['deliveries', 'list'])).toMatchObject({ exit: 4, stdout: '' });
    expect(await runCli(['deliveries', 'retry', 'some-release', 'local-folder'])).toMatchObject({ exit: 4 });
  });
});
