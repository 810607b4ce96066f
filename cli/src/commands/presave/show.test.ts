import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase presave show` both ways on the same data: signed out as --as on the database, signed in through /v1.
let world: SignedInWorld;

beforeAll(async () => {
  world = await startSignedIn();
}, 120_000);
afterAll(() => world?.close());

async function campaignWithSubscribers(plan: 'pro' | 'free' = 'pro') {
  const { prisma } = world.db;
  const owner = await createTestUser(prisma);
  await prisma.user.update({ where: { id: owner.id }, data: { plan } });
  const release = await createDraftRelease(prisma, owner.id);
  await prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true, title: 'Night\u001b[31m Drive' } });
  const campaign = await prisma.presaveCampaign.create({ data: { key: `k${owner.id.slice(-9)}`, releaseId: release.id, ownerId: owner.id } });
  const fans = [
    { name: 'Ana', provider: 'spotify', country: 'BR', outcome: 'saved' },
    { name: 'Bo', provider: 'deezer', country: null, outcome: 'revoked' },
  ] as const;
  for (const [i, fan] of fans.entries()) {
    const connection = await prisma.streamingConnection.create({
      data: { provider: fan.provider, providerUserId: `${fan.name}-${owner.id}`, displayName: fan.name, country: fan.country, followers: 7, accessToken: '', expiresAt: new Date() },
    });
    await prisma.presaveSubscriber.create({
      data: { campaignId: campaign.id, connectionId: connection.id, cancelTokenHash: `${campaign.id}-${i}`, outcome: fan.outcome, subscribedAt: new Date(Date.UTC(2026, 11, 1 + i)) },
    });
  }
  return { owner, campaign };
}

describe('slipcase presave show, locally and signed in', () => {
  it('prints the same campaign either way, as text and as the /v1 JSON', async () => {
    const { owner, campaign } = await campaignWithSubscribers();
    const token = await world.tokenOf(owner.id, ['read']);
    const json = await world.bothWays(token, ['presave', 'show', campaign.id, '--json'], ['--as', owner.username]);
    expect(json.local.exit).toBe(0);
    expect(json.remote.stdout).toBe(json.local.stdout);
    const shown = JSON.parse(json.local.stdout) as { key: string; summary: { total: number; byOutcome: Record<string, number> }; subscribers: Array<{ name: string }> };
    expect(shown).toMatchObject({ key: campaign.key, summary: { total: 2, byOutcome: { saved: 1, revoked: 1, pending: 0, failed: 0 } } });
    expect(shown.subscribers.map((s) => s.name)).toEqual(['Bo', 'Ana']);

    const text = await world.bothWays(token, ['presave', 'show', campaign.key], ['--as', owner.username]);
    expect(text.remote.stdout).toBe(text.local.stdout);
    expect(text.local.stdout).toContain(`Page: /release/${campaign.key}`);
    expect(text.local.stdout).toContain('Subscribers: 2 (0 pending, 1 saved, 0 failed, 1 revoked)');
    expect(text.local.stdout).not.toContain('\u001b');
  });

  it('refuses another account’s campaign as not found, and a free plan, the same way either way', async () => {
    const { campaign } = await campaignWithSubscribers();
    const stranger = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: stranger.id }, data: { plan: 'pro' } });
    const token = await world.tokenOf(stranger.id, ['read']);
    const other = await world.bothWays(token, ['presave', 'show', campaign.id], ['--as', stranger.username]);
    expect([other.local.exit, other.remote.exit]).toEqual([3, 3]);

    const free = await campaignWithSubscribers('free');
    const local = await world.signedOut(async () => (await import('../../testing/run-cli')).runCli(['presave', 'show', free.campaign.id, '--as', free.owner.username]));
    expect(local.exit).toBe(4);
    expect(`${local.stderr}${local.error?.message ?? ''}`).toContain('PRO');
  });
});
