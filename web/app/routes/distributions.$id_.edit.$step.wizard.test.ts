import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { action, loader } from './distributions.$id_.edit.$step';
import { action as newStepAction } from './distributions.new_.$step';

let database: TestDatabase;
const cookies = { free: '', pro: '', stranger: '' };
const ids = { free: '', pro: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  for (const [who, plan] of [['free', 'free'], ['pro', 'pro'], ['stranger', 'free']] as const) {
    const user = await createUser(database, { username: `wizard-${who}`, password: 'pw-123456!', plan });
    cookies[who] = await sessionCookie(user.id);
    if (who !== 'stranger') ids[who] = user.id;
  }
});

afterAll(async () => {
  await database?.drop();
});

function post(who: keyof typeof cookies, releaseId: string, step: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  const request = new Request(`http://localhost/distributions/${releaseId}/edit/${step}`, {
    method: 'POST',
    headers: { Cookie: cookies[who], 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return action({ request, params: { id: releaseId, step }, context: {} }) as Promise<Response>;
}

function get(who: keyof typeof cookies, releaseId: string, step: string) {
  const request = new Request(`http://localhost/distributions/${releaseId}/edit/${step}`, { headers: { Cookie: cookies[who] } });
  return loader({ request, params: { id: releaseId, step }, context: {} });
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  const body = (await response.json()) as { reply: { error?: Record<string, string[]> } };
  return body.reply.error ?? {};
}

async function draft(who: 'free' | 'pro', title: string) {
  return createReleaseRow(database, { ownerId: ids[who], title, status: 'draft' });
}

describe('the wizard’s basic info step', () => {
  it('saves the draft and goes on to the artwork when the rules pass', async () => {
    const release = await draft('pro', 'Before');
    const response = await post('pro', release.id, 'basic-info', {
      title: 'Northern Lights',
      artistId: release.artistId,
      type: 'album',
      primaryGenre: 'electronic',
      language: 'en',
      featuredArtists: 'Mara Vey, Mara Vey, Jon Ode',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/distributions/${release.id}/edit/artwork`);
    const saved = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    // The draft resumes where the artist went on to.
    expect(saved).toMatchObject({ title: 'Northern Lights', type: 'album', primaryGenre: 'electronic', wizardStep: 'artwork' });
    expect(saved.featuredArtists).toEqual(['Mara Vey', 'Jon Ode']);
  });

  it('keeps what was typed, and stays with each rule’s message: banned words, an album on the free plan, the artist as featured', async () => {
    const release = await draft('free', 'Before');
    const response = await post('free', release.id, 'basic-info', {
      title: 'Official Video Edition',
      artistId: release.artistId,
      type: 'album',
      primaryGenre: 'pop',
      language: 'en',
      featuredArtists: 'nova lane',
    });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.title?.[0]).toMatch(/^banned_words /);
    expect(errors.type).toEqual(['premium_required']);
    expect(errors['featuredArtists.0']?.[0]).toMatch(/^featured_is_main_artist /);
    // The draft is saved at every step, problems and all.
    expect((await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).title).toBe('Official Video Edition');
  });

  it('takes an entered UPC from PRO only when its check digit is right', async () => {
    const release = await draft('pro', 'Codes');
    const base = { title: 'Codes', artistId: release.artistId, type: 'single', primaryGenre: 'pop', language: 'en' };
    const wrong = await post('pro', release.id, 'basic-info', { ...base, upc: '036000291453' });
    expect(await errorsOf(wrong)).toEqual({ upc: ['invalid_upc'] });
    expect((await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).upc).toBe(release.upc);
    const right = await post('pro', release.id, 'basic-info', { ...base, upc: '0360-0029-1452' });
    expect(right.status).toBe(302);
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).toMatchObject({ upc: '036000291452', upcEntered: true });
  });

  it('is not found for another user, and a release past the draft is not changed', async () => {
    const release = await draft('pro', 'Mine');
    await expect(get('stranger', release.id, 'basic-info')).rejects.toMatchObject({ status: 404 });
    const live = await createReleaseRow(database, { ownerId: ids.pro, title: 'Live', status: 'published' });
    const refused = await post('pro', live.id, 'basic-info', { title: 'Changed' });
    expect(refused.status).toBe(409);
    expect((await database.prisma.release.findUniqueOrThrow({ where: { id: live.id } })).title).toBe('Live');
  });
});

describe('the platforms, distribution and follow steps', () => {
  it('keeps only stores this installation has, and refuses none', async () => {
    const release = await draft('pro', 'Stores');
    const none = await post('pro', release.id, 'platforms', { platforms: ['no-such-store'] });
    expect(await errorsOf(none)).toEqual({ platforms: ['platform_required'] });
    expect((await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).platforms).toEqual([]);
  });

  it('refuses a standard release with less than 3 weeks’ notice, naming the earliest date, and a faster schedule on the free plan', async () => {
    const release = await draft('free', 'Soon');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const early = await post('free', release.id, 'distribution', { releaseDate: tomorrow, schedule: 'standard' });
    expect((await errorsOf(early)).releaseDate?.[0]).toMatch(/^standard_notice /);
    const express = await post('free', release.id, 'distribution', { releaseDate: tomorrow, schedule: 'express' });
    expect((await errorsOf(express)).schedule).toEqual(['premium_required']);
  });

  it('asks a free user to follow 5 PRO artists, counting follows of others’ PRO artists only (not their own)', async () => {
    const release = await draft('free', 'Follow');
    const blocked = await post('free', release.id, 'follow-artists', {});
    expect(blocked.status).toBe(400);
    const proArtists = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => database.prisma.artist.create({ data: { ownerId: ids.pro, name: `Pro Artist ${n}` } })),
    );
    // Following itself is the catalogue's (POST /artists/{id}/follow, tested there); the step counts the follows.
    await database.prisma.artistFollow.createMany({ data: proArtists.map((artist) => ({ userId: ids.free, artistId: artist.id })) });
    await database.prisma.artistFollow.create({ data: { userId: ids.free, artistId: release.artistId } });
    const data = await (await get('free', release.id, 'follow-artists')).json();
    expect(data.follow).toMatchObject({ followed: 5, required: 5 });
    const moved = await post('free', release.id, 'follow-artists', {});
    expect(moved.headers.get('Location')).toBe(`/distributions/${release.id}/edit/review`);
  });
});

describe('the review step', () => {
  it('lists each problem with the step that fixes it, and does not submit until they are gone', async () => {
    const release = await draft('pro', 'Blank');
    await database.prisma.release.update({ where: { id: release.id }, data: { title: '' } });
    const page = await (await get('pro', release.id, 'review')).json();
    const problems = page.review?.problems as { field: string; step: string; message: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'title', step: 'basic-info', message: 'title_required' },
        // The test's track has neither performer nor contributor.
        { field: 'tracks.0.performers', step: 'tracks', message: 'performer_required' },
      ]),
    );
    const refused = await post('pro', release.id, 'review', { intent: 'submit', agreements: ['terms'] });
    expect(refused.status).toBe(400);
    const errors = await errorsOf(refused);
    expect(errors['agreements.rights_owned']).toEqual(['agreement_required {"agreement":"rights_owned"}']);
    expect(errors['agreements.terms']).toBeUndefined();
    const saved = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(saved).toMatchObject({ status: 'draft', agreements: ['terms'] });
  });
});

describe('a rejected release', () => {
  it('is fixed step by step, and its review step reopens it only once every rule passes', async () => {
    const rejected = await createReleaseRow(database, { ownerId: ids.pro, title: 'Echo', status: 'rejected' });
    const page = await (await get('pro', rejected.id, 'basic-info')).json();
    expect(page).toMatchObject({ editable: true, canReopen: true });

    const fixed = await post('pro', rejected.id, 'basic-info', {
      title: '',
      artistId: rejected.artistId,
      type: 'single',
      primaryGenre: 'pop',
      language: 'en',
    });
    expect(fixed.status).toBe(400);
    // The review's Reopen runs the submission's rules first: nothing reaches the workflow while one fails.
    const refused = await post('pro', rejected.id, 'review', { intent: 'submit', agreements: ['rights_owned', 'not_infringing', 'terms'] });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).title).toEqual(['title_required']);
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: rejected.id } })).toMatchObject({ status: 'rejected', title: '' });
  });
});

describe('the tracks step', () => {
  it('saves a track’s details and credits in order, and adds the account holder as performer when none is named', async () => {
    const release = await draft('pro', 'Credits');
    const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
    const response = await post('pro', release.id, 'tracks', {
      trackId: track!.id,
      title: 'Low Tide',
      version: 'acoustic',
      explicit: 'on',
      'contributors[0].name': 'Ana Ruiz',
      'contributors[0].role': 'composer',
      'contributors[0].sharePercent': '60',
      'contributors[1].name': 'Leo Park',
      'contributors[1].role': 'producer',
      'contributors[1].sharePercent': '40',
    });
    expect(response.status).toBe(200);
    const saved = await database.prisma.track.findUniqueOrThrow({
      where: { id: track!.id },
      include: { contributors: { orderBy: { position: 'asc' } }, performers: true },
    });
    expect(saved).toMatchObject({ title: 'Low Tide', version: 'acoustic', explicit: true });
    expect(saved.contributors.map((each) => [each.name, each.role, Number(each.sharePercent)])).toEqual([
      ['Ana Ruiz', 'composer', 60],
      ['Leo Park', 'producer', 40],
    ]);
    expect(saved.performers.map((each) => each.name)).toEqual(['wizard-pro Name']);
  });

  it('answers the track’s own problems by its form’s names: shares not totalling 100, a one-word contributor', async () => {
    const release = await draft('pro', 'Shares');
    const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
    const response = await post('pro', release.id, 'tracks', {
      trackId: track!.id,
      title: 'Halfway',
      'contributors[0].name': 'Ana',
      'contributors[0].role': 'writer',
      'contributors[0].sharePercent': '50',
    });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors['contributors[0].name']).toEqual(['invalid_contributor_name']);
    expect(errors.contributors).toEqual(['contributor_shares_total {"total":"50"}']);
  });

  it('deletes a track and numbers the ones after it again', async () => {
    const release = await draft('pro', 'Three');
    const [first] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
    const extra = await database.prisma.track.create({
      data: { ...first!, id: undefined, number: 2, isrc: 'QZXXX2600099', title: 'Second' } as never,
    });
    const response = await post('pro', release.id, 'tracks', { trackId: first!.id, intent: 'delete-track' });
    expect(response.headers.get('Location')).toBe(`/distributions/${release.id}/edit/tracks`);
    expect(await database.prisma.track.findMany({ where: { releaseId: release.id }, select: { id: true, number: true } })).toEqual([{ id: extra.id, number: 1 }]);
  });
});

describe('a new release at /distributions/new/basic-info', () => {
  function postNew(who: keyof typeof cookies, fields: Record<string, string>) {
    const request = new Request('http://localhost/distributions/new/basic-info', {
      method: 'POST',
      headers: { Cookie: cookies[who], 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    return newStepAction({ request, params: { step: 'basic-info' }, context: {} }) as Promise<Response>;
  }

  it('makes no draft until the first step passes, then starts one with the plan’s stores and goes on to the artwork', async () => {
    const artist = await database.prisma.artist.create({ data: { ownerId: ids.free, name: 'Solo Ray' } });
    const before = await database.prisma.release.count({ where: { ownerId: ids.free } });
    const refused = await postNew('free', { title: 'First Light', type: 'single', primaryGenre: 'pop', language: 'en' });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toMatchObject({ artistId: ['artist_required'] });
    expect(await database.prisma.release.count({ where: { ownerId: ids.free } })).toBe(before);

    const made = await postNew('free', { title: 'First Light', artistId: artist.id, type: 'single', primaryGenre: 'pop', language: 'en' });
    expect(made.status).toBe(302);
    const id = made.headers.get('Location')?.match(/^\/distributions\/([^/]+)\/edit\/artwork$/)?.[1];
    expect(id).toBeTruthy();
    const release = await database.prisma.release.findUniqueOrThrow({ where: { id: id! } });
    expect(release).toMatchObject({ status: 'draft', title: 'First Light', artistId: artist.id, wizardStep: 'basic-info', upcEntered: false });
    expect(release.platforms.length).toBeGreaterThan(0);
  });
});
