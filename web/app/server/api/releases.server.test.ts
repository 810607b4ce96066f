import type { TestDatabase } from '@slipcase/db/testing';
import { assignUpc, BANNED_TITLE_WORDS, DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as releasesRoute from '../../routes/v1.releases';
import * as releaseRoute from '../../routes/v1.releases.$id';
import * as validationRoute from '../../routes/v1.releases.$id.validation';
import { callApi, createTokenUser } from '../../testing/api';
import { createUser, sessionCookie, useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';

let database: TestDatabase;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let artistId: string;
let strangersArtistId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RELEASE_DATE = inDays(70);

beforeAll(async () => {
  database = await useTestDatabase();
  label = await createTokenUser(database, 'label');
  artistId = (await database.prisma.artist.create({ data: { ownerId: label.id, name: 'Nova Lane' } })).id;
  const stranger = await createUser(database, { username: 'stranger', password: 'pw-123456!', plan: 'pro' });
  strangersArtistId = (await database.prisma.artist.create({ data: { ownerId: stranger.id, name: 'Elsewhere' } })).id;
});

afterAll(async () => {
  await database?.drop();
});

const create = (json: unknown, headers: Record<string, string> = {}, token = label.token) =>
  callApi(releasesRoute, 'POST', '/v1/releases', { token, json, headers });
const basics = (title = 'Night Drive') => ({ title, artistId, type: 'single', primaryGenre: 'electronic', language: 'en' });
const count = () => database.prisma.release.count({ where: { ownerId: label.id } });

describe('POST /v1/releases', () => {
  it('makes a draft with every field sent, as the wizard would, and answers it with 201', async () => {
    const answer = await create({
      ...basics(),
      label: 'Night Owl',
      featuredArtists: ['Ana Vale', ' Ana Vale ', ''],
      releaseDate: RELEASE_DATE,
      schedule: 'standard',
      agreements: ['rights_owned', 'not_infringing', 'terms'],
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      release: {
        status: 'draft',
        title: 'Night Drive',
        artist: { id: artistId, name: 'Nova Lane' },
        type: 'single',
        primaryGenre: 'electronic',
        language: 'en',
        label: 'Night Owl',
        featuredArtists: ['Ana Vale'],
        releaseDate: RELEASE_DATE,
        agreements: ['rights_owned', 'not_infringing', 'terms'],
        upcEntered: false,
        cover: null,
        tracks: [],
      },
      warnings: [],
    });
    expect(answer.body.release.upc).toMatch(/^\d{12,13}$/);
    expect(answer.body.release.platforms.length).toBeGreaterThan(0);
    const stored = await database.prisma.release.findUniqueOrThrow({ where: { id: answer.body.release.id }, include: { events: true } });
    // Made from a token: a program's action on the timeline; the wizard resumes at its first step.
    expect(stored).toMatchObject({ wizardStep: 'basic-info', idempotencyKey: null, events: [expect.objectContaining({ type: 'created', via: 'cli' })] });
    expect(stored.agreementsAcceptedAt).not.toBeNull();
  });

  it('stores the other steps’ fields sent in place of a new draft’s defaults, in the same write', async () => {
    const answer = await create({ ...basics('Chosen'), releaseDate: RELEASE_DATE, schedule: 'priority', presaveEnabled: true, presaveDate: inDays(60) });
    expect(answer.status).toBe(201);
    expect(answer.body.release).toMatchObject({ releaseDate: RELEASE_DATE, schedule: 'priority', presaveEnabled: true, presaveDate: inDays(60), agreements: [] });
    const stored = await database.prisma.release.findUniqueOrThrow({ where: { id: answer.body.release.id } });
    expect(stored).toMatchObject({ schedule: 'priority', presaveEnabled: true, agreementsAcceptedAt: null, wizardStep: 'basic-info' });
  });

  it('refuses with every problem of the first step, in the web’s words, and makes nothing', async () => {
    const before = await count();
    const answer = await create({ title: '  ', type: 'album' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: 'title_required', message: 'Title is required.', field: 'title' },
      errors: [
        { code: 'title_required', message: 'Title is required.', field: 'title' },
        { code: 'artist_required', message: 'Artist name is required.', field: 'artistId' },
        { code: 'primary_genre_required', message: 'Primary genre is required.', field: 'primaryGenre' },
        { code: 'language_required', message: 'Language is required.', field: 'language' },
      ],
    });
    expect(await count()).toBe(before);
  });

  it('refuses another account’s artist, a malformed date, an unknown field and a wrong type, naming each field', async () => {
    const before = await count();
    const stranger = await create({ ...basics(), artistId: strangersArtistId });
    expect(stranger.body.errors).toEqual([
      { code: 'release_without_artist', message: expect.stringContaining('A release needs an artist'), field: 'artistId' },
    ]);
    const malformed = await create({ ...basics(), releaseDate: '1 May', colour: 'red', presaveEnabled: 'yes' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'invalid_release_date', message: 'Enter a valid release date, today or later.', field: 'releaseDate' },
        { code: 'invalid_input', message: 'Invalid input.', field: 'colour' },
        { code: 'invalid_input', message: 'Invalid input.', field: 'presaveEnabled' },
      ]),
    );
    expect((await create({ ...basics(), platforms: ['no-such-store'] })).body.errors).toEqual([
      { code: 'invalid_choice', message: 'Choose one of the options offered.', field: 'platforms.0' },
      { code: 'platform_required', message: 'Select at least one platform.', field: 'platforms' },
    ]);
    expect((await callApi(releasesRoute, 'POST', '/v1/releases', { token: label.token, body: '{not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('POST /v1/releases with an Idempotency-Key', () => {
  it('answers the release the key made (200) instead of making a second one', async () => {
    const first = await create(basics('Once'), { 'Idempotency-Key': 'ci-run-41' });
    const again = await create(basics('Once, retried'), { 'Idempotency-Key': 'ci-run-41' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.release).toEqual(first.body.release);
    expect(await database.prisma.release.count({ where: { idempotencyKey: 'ci-run-41' } })).toBe(1);
  });

  it('makes one release when calls with the same key race', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(basics('Raced'), { 'Idempotency-Key': 'race-7' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.release.id)).size).toBe(1);
    expect(await database.prisma.release.count({ where: { ownerId: label.id, idempotencyKey: 'race-7' } })).toBe(1);
  });

  it('keeps each account’s keys apart, and refuses a malformed key', async () => {
    const other = await createTokenUser(database, 'other-label');
    const othersArtist = await database.prisma.artist.create({ data: { ownerId: other.id, name: 'Other Act' } });
    const mine = await create(basics('Shared key'), { 'Idempotency-Key': 'shared-1' });
    const theirs = await create({ ...basics('Shared key'), artistId: othersArtist.id }, { 'Idempotency-Key': 'shared-1' }, other.token);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.release.id).not.toBe(mine.body.release.id);

    const malformed = await create(basics(), { 'Idempotency-Key': 'x'.repeat(201) });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({ code: 'invalid_input', message: 'Invalid input.', field: 'Idempotency-Key' });
  });
});

describe('GET /v1/releases/{id}', () => {
  it('answers the release with every track (number, title, ISRC, the audio’s SHA-256) and the cover’s SHA-256', async () => {
    const row = await createReleaseRow(database, { ownerId: label.id, title: 'Stored', status: 'in_review' });
    const answer = await callApi(releaseRoute, 'GET', `/v1/releases/${row.id}`, { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.body.release).toMatchObject({
      id: row.id,
      status: 'in_review',
      cover: { format: 'jpeg', width: 1500, height: 1500, sha256: 'c'.repeat(64) },
      tracks: [{ number: 1, title: 'Stored (Original Mix)', isrc: expect.stringMatching(/^QZSLC/), audio: { sha256: 'a'.repeat(64), format: 'wav' } }],
    });
  });

  it('answers its lifecycle: the timeline, the rejections with until when to reopen, the takedowns', async () => {
    const row = await createReleaseRow(database, { ownerId: label.id, title: 'Turned Down', status: 'rejected' });
    const operator = await createUser(database, { username: 'reviewer', password: 'pw-123456!', role: 'operator' });
    const rejectedAt = new Date(Date.UTC(2030, 0, 10, 12));
    await database.prisma.releaseReview.create({
      data: { releaseId: row.id, operatorId: operator.id, decision: 'rejected', reasonCodes: ['audio_error'], note: 'Clicks at 0:42', createdAt: rejectedAt },
    });
    await database.prisma.activityEvent.create({
      data: { ownerId: label.id, releaseId: row.id, actorId: operator.id, actorRole: 'operator', type: 'rejected', fromStatus: 'in_review', toStatus: 'rejected', via: 'cli', createdAt: rejectedAt },
    });
    const answer = await callApi(releaseRoute, 'GET', `/v1/releases/${row.id}`, { token: label.token });
    expect(answer.body.lifecycle).toEqual({
      timeline: [expect.objectContaining({ type: 'rejected', fromStatus: 'in_review', toStatus: 'rejected', actorRole: 'operator', via: 'cli' })],
      rejections: [{ reviewedAt: rejectedAt.toISOString(), reasonCodes: ['audio_error'], note: 'Clicks at 0:42', reopenBy: expect.stringMatching(/^2030-04-10T/) }],
      takedowns: [],
      takedownWait: null,
      stores: [],
    });
  });

  it('answers 404 for an id that is nobody’s', async () => {
    const answer = await callApi(releaseRoute, 'GET', '/v1/releases/nope', { token: label.token });
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'Not found.', field: 'id' } } });
  });
});

describe('PATCH /v1/releases/{id}', () => {
  async function draft(title: string) {
    return (await create({ ...basics(title), releaseDate: RELEASE_DATE })).body.release as { id: string };
  }
  const patch = (id: string, json: unknown, token = label.token) => callApi(releaseRoute, 'PATCH', `/v1/releases/${id}`, { token, json });

  it('changes only the fields sent, through the wizard’s saves, leaving the wizard where it was', async () => {
    const { id } = await draft('Patch me');
    const later = inDays(90);
    const answer = await patch(id, { title: 'Patched', label: null, releaseDate: later, schedule: 'priority', agreements: ['rights_owned', 'not_infringing', 'terms'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      release: { title: 'Patched', label: null, primaryGenre: 'electronic', language: 'en', releaseDate: later, schedule: 'priority', agreements: ['rights_owned', 'not_infringing', 'terms'] },
      warnings: [],
    });
    const stored = await database.prisma.release.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ title: 'Patched', wizardStep: 'basic-info' });
    expect(stored.agreementsAcceptedAt).not.toBeNull();
  });

  it('refuses with the domain’s messages and stores nothing when a field sent breaks a rule', async () => {
    const { id } = await draft('Kept');
    const before = await database.prisma.release.findUniqueOrThrow({ where: { id } });
    const banned = BANNED_TITLE_WORDS[0];
    const answer = await patch(id, { title: `My ${banned} song`, featuredArtists: ['Nova Lane'], releaseDate: inDays(3) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'banned_words', message: expect.stringContaining('is not allowed in titles'), field: 'title' },
        { code: 'featured_is_main_artist', message: 'Nova Lane is the main artist and cannot also be a featured artist.', field: 'featuredArtists.0' },
        { code: 'standard_notice', message: expect.stringMatching(/^Standard releases need at least 3 weeks' notice\. The earliest date is \d{4}-\d{2}-\d{2}\.$/), field: 'releaseDate' },
      ]),
    );
    // Problems of fields not sent are GET …/validation's, not this call's.
    expect(answer.body.errors.map((error: { field: string }) => error.field)).not.toContain('artwork');
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('refuses a UPC on the free plan (premium_required) and any change once the release is in review (409)', async () => {
    const free = await createUser(database, { username: 'free-artist', password: 'pw-123456!', plan: 'free' });
    const freeArtist = await database.prisma.artist.create({ data: { ownerId: free.id, name: 'Free Act' } });
    const cookie = await sessionCookie(free.id);
    const made = await callApi(releasesRoute, 'POST', '/v1/releases', { headers: { Cookie: cookie }, json: { ...basics('Free'), artistId: freeArtist.id } });
    expect(made.status).toBe(201);
    const upc = await callApi(releaseRoute, 'PATCH', `/v1/releases/${made.body.release.id}`, { headers: { Cookie: cookie }, json: { upc: '036000291452' } });
    expect(upc.body).toEqual({
      error: { code: 'premium_required', message: 'This is available on the PRO and Advanced plans.', field: 'upc' },
      errors: [{ code: 'premium_required', message: 'This is available on the PRO and Advanced plans.', field: 'upc' }],
    });

    const inReview = await createReleaseRow(database, { ownerId: label.id, title: 'Under review', status: 'in_review' });
    const refused = await patch(inReview.id, { title: 'Too late' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition', field: 'status' } } });
  });
});

describe('UPC squatting (issue 17)', () => {
  it('refuses the next assigned UPC typed in PATCH (400 upc_reserved), and another account’s POST without a UPC still gets 201', async () => {
    const { id } = (await create({ ...basics('Squat'), releaseDate: RELEASE_DATE })).body.release as { id: string };
    const next = ((await database.prisma.sequence.findUnique({ where: { name: 'upc' } }))?.value ?? 0) + 1;
    const upc = assignUpc(DEFAULT_SETTINGS.upcCompanyPrefix, next);
    const answer = await callApi(releaseRoute, 'PATCH', `/v1/releases/${id}`, { token: label.token, json: { upc } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ code: 'upc_reserved', field: 'upc', message: expect.stringContaining(DEFAULT_SETTINGS.upcCompanyPrefix) }]);
    const other = await createTokenUser(database, 'squat-victim');
    const otherArtist = await database.prisma.artist.create({ data: { ownerId: other.id, name: 'Other Act' } });
    const made = await create({ ...basics('Not blocked'), artistId: otherArtist.id }, {}, other.token);
    expect(made.status).toBe(201);
    expect(made.body.release.upc).toBe(upc);
  });
});

describe('GET /v1/releases', () => {
  it('lists the account’s releases newest first, a page at a time', async () => {
    const other = await createTokenUser(database, 'pager');
    const artist = await database.prisma.artist.create({ data: { ownerId: other.id, name: 'Pager' } });
    for (const title of ['One', 'Two', 'Three']) {
      expect((await create({ ...basics(title), artistId: artist.id }, {}, other.token)).status).toBe(201);
    }
    const first = await callApi(releasesRoute, 'GET', '/v1/releases?limit=2', { token: other.token });
    expect(first.status).toBe(200);
    expect(first.body.releases.map((release: { title: string }) => release.title)).toEqual(['Three', 'Two']);
    expect(first.body.releases[0]).toMatchObject({ status: 'draft', artist: { name: 'Pager' }, trackCount: 0, hasCover: false });
    const second = await callApi(releasesRoute, 'GET', `/v1/releases?limit=2&cursor=${first.body.nextCursor}`, { token: other.token });
    expect(second.body).toMatchObject({ releases: [{ title: 'One' }], nextCursor: null });
    expect((await callApi(releasesRoute, 'GET', '/v1/releases?limit=0', { token: other.token })).status).toBe(400);
  });
});

describe('GET /v1/releases/{id}/validation', () => {
  it('names every problem the submission would refuse', async () => {
    const made = await create({ ...basics('Unfinished'), releaseDate: RELEASE_DATE });
    const answer = await callApi(validationRoute, 'GET', `/v1/releases/${made.body.release.id}/validation`, { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'draft', ok: false, warnings: [] });
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'artwork_required', message: expect.any(String), field: 'artwork' },
        { code: 'track_required', message: expect.any(String), field: 'tracks' },
        { code: 'agreement_required', message: expect.any(String), field: expect.stringMatching(/^agreements/) },
      ]),
    );
  });
});
