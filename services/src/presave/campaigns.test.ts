import { describe, expect, it } from 'vitest';
import { codeOf, createCampaign, presaveAs, recordingPresaves, useStreamingWorld } from '../testing/presave';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { createPresaveCampaign, listPresaveCampaigns, presaveCampaignDetail, presavePage } from './campaigns';

describe('pre-save campaigns', () => {
  const world = useStreamingWorld();

  it('starts one campaign and its workflow for a PRO release with pre-save on, and tells the page cache', async () => {
    const owner = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const release = await createDraftRelease(world.db.prisma, owner.id);
    await world.db.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true } });
    const presaves = recordingPresaves();
    const withPorts = { ...world.deps, presaves };
    const first = await createPresaveCampaign(withPorts, { userId: owner.id, releaseId: release.id });
    const again = await createPresaveCampaign(withPorts, { userId: owner.id, releaseId: release.id });
    expect(again).toEqual(first);
    expect(first.key).toMatch(/^[a-z2-9]{10}$/);
    expect(first.workflowId).toBe(`presave:${first.campaignId}`);
    expect(presaves.started).toEqual([first.campaignId, first.campaignId]);
    // The page's render cache was told once, by the start that made the campaign.
    expect(await world.db.prisma.publicPageInvalidation.count({ where: { page: `/release/${first.key}` } })).toBe(1);
  });

  it('refuses a free plan, pre-save switched off, another account’s release and an unknown one', async () => {
    const presaves = recordingPresaves();
    const owner = await createTestUser(world.db.prisma);
    const release = await createDraftRelease(world.db.prisma, owner.id);
    await world.db.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true } });
    expect(await codeOf(createPresaveCampaign({ ...world.deps, presaves }, { userId: owner.id, releaseId: release.id }))).toBe('premium_required');
    expect(await codeOf(listPresaveCampaigns(world.deps, { userId: owner.id }))).toBe('premium_required');
    await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    await world.db.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: false } });
    expect(await codeOf(createPresaveCampaign({ ...world.deps, presaves }, { userId: owner.id, releaseId: release.id }))).toBe('presave_not_enabled');
    const stranger = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: stranger.id }, data: { plan: 'pro' } });
    expect(await codeOf(createPresaveCampaign({ ...world.deps, presaves }, { userId: stranger.id, releaseId: release.id }))).toBe('not_found');
    expect(await codeOf(createPresaveCampaign({ ...world.deps, presaves }, { userId: owner.id, releaseId: 'x\u0000y' }))).toBe('not_found');
    expect(presaves.started).toEqual([]);
    expect(await world.db.prisma.presaveCampaign.count({ where: { releaseId: release.id } })).toBe(0);
  });

  it('lists the campaigns and shows one with its subscribers, summed, only to its owner', async () => {
    const { owner, key, campaignId, release } = await createCampaign(world.deps);
    await presaveAs(world.deps, world.fake, { key, fan: 'qin', country: 'BR', followers: 5 });
    await presaveAs(world.deps, world.fake, { key, fan: 'ray', country: 'BR', provider: 'deezer' });
    const [row] = (await listPresaveCampaigns(world.deps, { userId: owner.id })).filter((r) => r.releaseId === release.id);
    expect(row).toMatchObject({ title: 'Sine Wave Sessions', campaign: { id: campaignId, key, subscribers: 2, stage: 'upcoming' } });
    const detail = await presaveCampaignDetail(world.deps, { userId: owner.id, campaignId });
    expect(detail).toMatchObject({ path: `/release/${key}`, stage: 'upcoming', summary: { total: 2, byOutcome: { pending: 2 }, countries: [{ country: 'BR', subscribers: 2 }] } });
    expect(detail.subscribers.map((s) => [s.name, s.provider, s.country])).toEqual(
      expect.arrayContaining([['Fan qin', 'spotify', 'BR'], ['Fan ray', 'deezer', 'BR']]),
    );
    expect((await presaveCampaignDetail(world.deps, { userId: owner.id, campaignId: key })).id).toBe(campaignId);
    const stranger = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: stranger.id }, data: { plan: 'pro' } });
    expect(await codeOf(presaveCampaignDetail(world.deps, { userId: stranger.id, campaignId }))).toBe('not_found');
  });

  it('gives the public page plain data, the configured providers only, and null for an unknown key', async () => {
    const { key } = await createCampaign(world.deps);
    const page = await presavePage({ ...world.deps, providers: { deezer: world.deps.providers.deezer } }, { key });
    expect(page).toMatchObject({ key, title: 'Sine Wave Sessions', artist: 'The Test Tones', stage: 'upcoming', cover: null, providers: [{ id: 'deezer', name: 'Deezer' }] });
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    expect(await presavePage(world.deps, { key: 'unknown1' })).toBeNull();
    expect(await presavePage(world.deps, { key: '../etc' })).toBeNull();
  });
});
