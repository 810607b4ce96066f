import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// The splits commands signed in: the web app's real /v1 handlers and database over HTTP.
let world: SignedInWorld;
let releaseId: string;
let token: string;
let readOnly: string;

beforeAll(async () => {
  world = await startSignedIn();
  delete process.env.SLIPCASE_USER;
  const owner = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  releaseId = (await createDraftRelease(world.db.prisma, owner.id)).id;
  token = await world.tokenOf(owner.id, ['read', 'write']);
  readOnly = await world.tokenOf(owner.id, ['read']);
});

afterAll(async () => {
  await world?.close();
});

describe('slipcase splits, signed in', () => {
  it('sets the split through /v1 (the server invites) and lists it', async () => {
    world.signIn(token);
    const set = await runCli(['splits', 'set', '--release', releaseId, '--owner-share', '70', '--payee', 'ana@example.com=30']);
    expect(set.exit).toBe(0);
    expect(set.stdout).toContain('  ana@example.com  30% (invited)\n\nInvitations mailed to: ana@example.com\n');
    const listed = await runCli(['splits', 'list', '--release', releaseId, '--json']);
    expect(JSON.parse(listed.stdout)).toMatchObject({ splits: [{ ownerPercent: 70, payees: [{ email: 'ana@example.com', percent: 30, status: 'invited' }] }] });
  });

  it('answers the server’s refusals with the same exit codes as locally', async () => {
    world.signIn(token);
    const total = await runCli(['splits', 'set', '--release', releaseId, '--owner-share', '10', '--payee', 'bo@example.com=30']);
    expect(total.exit).toBe(5);
    expect(total.error?.message).toContain('The shares must total exactly 100%. They now total 40%.');
    expect((await runCli(['splits', 'list', '--release', 'no-such-release'])).exit).toBe(3);
    world.signIn(readOnly);
    expect((await runCli(['splits', 'set', '--release', releaseId, '--owner-share', '100'])).exit).toBe(4);
    expect(await world.db.prisma.split.count({ where: { releaseId } })).toBe(1);
  });
});
