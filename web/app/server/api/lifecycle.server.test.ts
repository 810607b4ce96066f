import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as releasesRoute from '../../routes/v1.releases';
import * as cancelRoute from '../../routes/v1.releases.$id.cancel-takedown';
import * as deliveriesRoute from '../../routes/v1.releases.$id.deliveries';
import * as reopenRoute from '../../routes/v1.releases.$id.reopen';
import * as submitRoute from '../../routes/v1.releases.$id.submit';
import * as takedownRoute from '../../routes/v1.releases.$id.takedown';
import * as reviewsRoute from '../../routes/v1.reviews';
import * as approveRoute from '../../routes/v1.reviews.$id.approve';
import * as rejectRoute from '../../routes/v1.reviews.$id.reject';
import { callApi, createTokenUser } from '../../testing/api';
import { createUser, sessionCookie, useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';

// Every refusal here is decided before Temporal is asked anything: no workflow runs in these tests.

let database: TestDatabase;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let operator: Awaited<ReturnType<typeof createTokenUser>>;

beforeAll(async () => {
  database = await useTestDatabase();
  label = await createTokenUser(database, 'label');
  operator = await createTokenUser(database, 'operator', { role: 'operator', scopes: ['read', 'review'] });
});

afterAll(async () => {
  await database?.drop();
});

const post = (route: Parameters<typeof callApi>[0], path: string, json?: unknown, token = label.token) => callApi(route, 'POST', path, { token, json });

describe('POST /v1/releases/{id}/submit', () => {
  it('refuses an incomplete draft with every problem of the submission, and leaves it a draft', async () => {
    const artist = await database.prisma.artist.create({ data: { ownerId: label.id, name: 'Nova Lane' } });
    const made = await callApi(releasesRoute, 'POST', '/v1/releases', {
      token: label.token,
      json: { title: 'Unfinished', artistId: artist.id, type: 'single', primaryGenre: 'pop', language: 'en' },
    });
    const id = made.body.release.id as string;
    const answer = await post(submitRoute, `/v1/releases/${id}/submit`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: 'release_incomplete', message: expect.stringMatching(/^The release is incomplete: .*artwork/), field: 'artwork' });
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'artwork_required', message: expect.any(String), field: 'artwork' },
        { code: 'track_required', message: expect.any(String), field: 'tracks' },
      ]),
    );
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'draft', submittedAt: null });
  });
});

describe('reopening and takedowns', () => {
  it('refuses what the release’s status forbids with 409 invalid_transition', async () => {
    const draft = await createReleaseRow(database, { ownerId: label.id, title: 'Draft', status: 'draft' });
    const published = await createReleaseRow(database, { ownerId: label.id, title: 'Live', status: 'published' });
    expect(await post(reopenRoute, `/v1/releases/${draft.id}/reopen`)).toMatchObject({
      status: 409,
      body: { error: { code: 'invalid_transition', message: 'This cannot be done while the release has its current status.', field: 'status' } },
    });
    expect((await post(takedownRoute, `/v1/releases/${draft.id}/takedown`, { reason: 'mistake' })).status).toBe(409);
    expect((await post(cancelRoute, `/v1/releases/${published.id}/cancel-takedown`)).status).toBe(409);
    expect(await database.prisma.takedownRequest.count()).toBe(0);
  });

  it('refuses a takedown without a reason (400), and a free account’s before the 90th day (409, from when)', async () => {
    const published = await createReleaseRow(database, { ownerId: label.id, title: 'Live', status: 'published' });
    expect(await post(takedownRoute, `/v1/releases/${published.id}/takedown`, {})).toMatchObject({
      status: 400,
      body: { error: { code: 'required', message: 'This field is required', field: 'reason' } },
    });
    expect(await post(takedownRoute, `/v1/releases/${published.id}/takedown`, { reason: 'other' })).toMatchObject({
      status: 400,
      body: { error: { code: 'required', field: 'otherText' } },
    });
    // the schema says so too: spaces are no words
    expect(await post(takedownRoute, `/v1/releases/${published.id}/takedown`, { reason: 'other', otherText: '   ' })).toMatchObject({
      status: 400,
      body: { error: { code: 'required', field: 'otherText' } },
    });

    const free = await createUser(database, { username: 'free-artist', password: 'pw-123456!', plan: 'free' });
    const freeRelease = await createReleaseRow(database, { ownerId: free.id, title: 'Fresh', status: 'published', releaseDate: new Date().toISOString().slice(0, 10) });
    const early = await callApi(takedownRoute, 'POST', `/v1/releases/${freeRelease.id}/takedown`, {
      headers: { Cookie: await sessionCookie(free.id) },
      json: { reason: 'mistake' },
    });
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'takedown_too_early' } } });
    expect(early.body.error.message).toMatch(/^On the free plan, a takedown can be requested 90 days after the release date: from \d{4}-\d{2}-\d{2}\.$/);
    expect(await database.prisma.takedownRequest.count()).toBe(0);
  });
});

describe('GET /v1/releases/{id}/deliveries', () => {
  it('answers each store’s delivery with its steps', async () => {
    const release = await createReleaseRow(database, { ownerId: label.id, title: 'Delivered', status: 'published' });
    await database.prisma.delivery.create({
      data: {
        releaseId: release.id,
        store: 'local-folder',
        status: 'acknowledged',
        batchId: 'B1',
        ackStatus: 'accepted',
        events: { create: [{ step: 'built' }, { step: 'acknowledged', detail: 'accepted' }] },
      },
    });
    const answer = await callApi(deliveriesRoute, 'GET', `/v1/releases/${release.id}/deliveries`, { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      release: { id: release.id, status: 'published' },
      deliveries: [
        {
          store: 'local-folder',
          kind: 'new',
          status: 'acknowledged',
          acknowledgement: { status: 'accepted', detail: null },
          steps: [{ step: 'built' }, { step: 'acknowledged', detail: 'accepted' }],
        },
      ],
    });
  });
});

describe('the review queue', () => {
  it('lists releases in review, with the checks, for staff only', async () => {
    const inReview = await createReleaseRow(database, { ownerId: label.id, title: 'Waiting', status: 'in_review', submittedAt: new Date() });
    const answer = await callApi(reviewsRoute, 'GET', '/v1/reviews', { token: operator.token });
    expect(answer.status).toBe(200);
    expect(answer.body.reviews).toEqual([
      expect.objectContaining({
        id: inReview.id,
        title: 'Waiting',
        owner: { id: label.id, username: 'label' },
        overdue: false,
        tracks: [expect.objectContaining({ number: 1, problem: null, meetsStoreQuality: expect.any(Boolean) })],
        cover: { width: 1500, height: 1500, format: 'jpeg', problem: null },
      }),
    ]);
    expect(await callApi(reviewsRoute, 'GET', '/v1/reviews', { token: label.token })).toMatchObject({
      status: 403,
      body: { error: { code: 'scope_missing', message: 'This access token lacks the “review” scope this call needs.' } },
    });
  });

  it('refuses a rejection without reasons (400), a decision on a release not in review (409) or unknown (404)', async () => {
    const inReview = await createReleaseRow(database, { ownerId: label.id, title: 'Judged', status: 'in_review' });
    const draft = await createReleaseRow(database, { ownerId: label.id, title: 'Not yet', status: 'draft' });
    expect(await post(rejectRoute, `/v1/reviews/${inReview.id}/reject`, { reasonCodes: [] }, operator.token)).toMatchObject({
      status: 400,
      body: { error: { code: 'reopening_reason_required', message: 'Choose at least one reopening reason.', field: 'reasonCodes' } },
    });
    expect(await post(approveRoute, `/v1/reviews/${draft.id}/approve`, undefined, operator.token)).toMatchObject({
      status: 409,
      body: { error: { code: 'invalid_transition' } },
    });
    expect((await post(approveRoute, '/v1/reviews/nope/approve', undefined, operator.token)).status).toBe(404);
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: inReview.id } })).toMatchObject({ status: 'in_review' });
  });
});
