import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { addDays, localDate } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { formatDateTime } from '../lib/format';
import { createReleaseRow } from '../testing/releases';
import { renderPageMarkup } from '../testing/render-page';
import ReleasePage, { loader } from './distributions.$id';
import { loader as editStepLoader } from './distributions.$id_.edit.$step';
import { loader as coverLoader } from './distributions.$id_.cover';

let database: TestDatabase;
let storageDir: string;
let releaseId: string;
let ownerId: string;
let freeOwnerId: string;
const cookies: Record<'owner' | 'stranger' | 'operator' | 'free', string> = { owner: '', stranger: '', operator: '', free: '' };
const COVER_BYTES = Buffer.from('not really a png, but bytes to stream');
/** The free artist lives in Tokyo: the takedown countdown counts days of their calendar. */
const FREE_TIME_ZONE = 'Asia/Tokyo';

beforeAll(async () => {
  database = await useTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-web-release-page-'));
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  const owner = await createUser(database, { username: 'owner', password: 'pw-123456!', plan: 'pro' });
  const free = await createUser(database, { username: 'free', password: 'pw-123456!', plan: 'free', timeZone: FREE_TIME_ZONE });
  ownerId = owner.id;
  freeOwnerId = free.id;
  const stranger = await createUser(database, { username: 'stranger', password: 'pw-123456!' });
  const operator = await createUser(database, { username: 'operator', password: 'pw-123456!', role: 'operator' });
  const artist = await database.prisma.artist.create({ data: { ownerId: owner.id, name: 'Nova Lane' } });
  const release = await database.prisma.release.create({
    data: {
      ownerId: owner.id,
      artistId: artist.id,
      title: 'Night Drive',
      releaseDate: new Date('2031-05-01T00:00:00Z'),
      upc: '019999000001',
      coverKey: 'releases/r1/cover.png',
      coverFormat: 'png',
    },
  });
  releaseId = release.id;
  await mkdir(join(storageDir, 'releases/r1'), { recursive: true });
  await writeFile(join(storageDir, 'releases/r1/cover.png'), COVER_BYTES);
  cookies.owner = await sessionCookie(owner.id);
  cookies.stranger = await sessionCookie(stranger.id);
  cookies.operator = await sessionCookie(operator.id);
  cookies.free = await sessionCookie(free.id);
});

afterAll(async () => {
  await database?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

function args(who: keyof typeof cookies, path = `/distributions/${releaseId}`, params: Record<string, string> = { id: releaseId }) {
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookies[who] } });
  return { request, params, context: {} };
}

async function pageOf(who: keyof typeof cookies, id: string) {
  return (await (await loader(args(who, `/distributions/${id}`, { id }))).json()) as PageData;
}

interface PageData {
  release: { status: string; timeline: Array<{ type: string; rejection?: { reasonCodes: string[] }; takedown?: { reason: string } }> };
  rejection: { reasonCodes: string[]; note: string | null; reopenBy: string } | null;
  takedown: { reason: string; otherText: string | null; status: string } | null;
  takedownWait: { allowedFrom: string; days: number } | null;
  canReject: boolean;
  canReopen: boolean;
  canRequestTakedown: boolean;
  canCancelTakedown: boolean;
}

/** A status change as the workflows record it on the timeline. */
function event(release: { id: string; ownerId: string }, type: string, createdAt: string) {
  return { ownerId: release.ownerId, releaseId: release.id, actorRole: 'system', type, createdAt: new Date(createdAt) };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(() => null, (error: unknown) => error);
  return thrown instanceof Response ? thrown.status : -1;
}

describe('release page', () => {
  it('shows the owner their draft, with the submit button', async () => {
    const body = (await (await loader(args('owner'))).json()) as {
      release: { title: string; status: string };
      canSubmit: boolean;
      canApprove: boolean;
    };
    expect(body.release).toMatchObject({ title: 'Night Drive', status: 'draft' });
    expect(body.canSubmit).toBe(true);
    expect(body.canApprove).toBe(false);
  });

  it('shows an operator any release, but not the owner’s submit button', async () => {
    const body = (await (await loader(args('operator'))).json()) as { canSubmit: boolean };
    expect(body.canSubmit).toBe(false);
  });

  it('does not exist for another artist', async () => {
    expect(await thrownStatus(loader(args('stranger')))).toBe(404);
  });
});

describe('release cover', () => {
  it('streams the stored cover to the owner with its type', async () => {
    const response = await coverLoader(args('owner', `/distributions/${releaseId}/cover`));
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(COVER_BYTES);
  });

  it('is not found for another artist', async () => {
    expect(await thrownStatus(coverLoader(args('stranger', `/distributions/${releaseId}/cover`)))).toBe(404);
  });
});

describe('release page through the lifecycle', () => {
  it('shows the latest rejection’s reasons, and Reopen to the owner only', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Rejected Twice', status: 'rejected' });
    const operator = await database.prisma.user.findUniqueOrThrow({ where: { username: 'operator' } });
    await database.prisma.activityEvent.createMany({
      data: [event(release, 'rejected', '2031-01-02T10:00:00Z'), event(release, 'reopened', '2031-01-03T10:00:00Z'), event(release, 'rejected', '2031-01-04T10:00:00Z')],
    });
    await database.prisma.releaseReview.createMany({
      data: [
        { releaseId: release.id, operatorId: operator.id, decision: 'rejected', reasonCodes: ['audio_error'], createdAt: new Date('2031-01-02T10:00:00Z') },
        {
          releaseId: release.id,
          operatorId: operator.id,
          decision: 'rejected',
          reasonCodes: ['invalid_cover_art', 'track_duration'],
          note: 'The cover is still blurry.',
          createdAt: new Date('2031-01-04T10:00:00Z'),
        },
      ],
    });

    const page = await pageOf('owner', release.id);
    expect(page.rejection).toMatchObject({ reasonCodes: ['invalid_cover_art', 'track_duration'], note: 'The cover is still blurry.' });
    // The reopening window (90 days by default) runs from the rejection.
    expect(page.rejection?.reopenBy).toBe('2031-04-04T10:00:00.000Z');
    expect(page.canReopen).toBe(true);
    expect(page.release.timeline.filter((entry) => entry.type === 'rejected').map((entry) => entry.rejection?.reasonCodes)).toEqual([
      ['audio_error'],
      ['invalid_cover_art', 'track_duration'],
    ]);
    expect((await pageOf('operator', release.id)).canReopen).toBe(false);
  });

  it('offers Reject to operators while in review, never to the artist', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Waiting', status: 'in_review' });
    expect((await pageOf('operator', release.id)).canReject).toBe(true);
    expect((await pageOf('owner', release.id)).canReject).toBe(false);
  });

  it('counts down a free artist’s 90 days in their time zone instead of offering the takedown', async () => {
    const releaseDate = addDays(localDate(new Date(), FREE_TIME_ZONE), -10);
    const release = await createReleaseRow(database, { ownerId: freeOwnerId, title: 'Too Early', status: 'published', releaseDate });
    const page = await pageOf('free', release.id);
    expect(page.takedownWait).toEqual({ allowedFrom: addDays(releaseDate, 90), days: 80 });
    expect(page.canRequestTakedown).toBe(false);
  });

  it('offers a PRO artist the takedown at once', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Fresh', status: 'published', releaseDate: localDate(new Date()) });
    const page = await pageOf('owner', release.id);
    expect(page.takedownWait).toBeNull();
    expect(page.canRequestTakedown).toBe(true);
  });

  it('shows a requested takedown with its reason, and Cancel while it may still be cancelled', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Going', status: 'takedown_requested' });
    const request = await database.prisma.takedownRequest.create({
      data: { releaseId: release.id, requestedById: ownerId, reason: 'other', otherText: 'Moving to a label', processAt: new Date(Date.now() + 24 * 60 * 60 * 1000) },
    });
    await database.prisma.activityEvent.create({ data: event(release, 'takedown_requested', '2031-06-01T00:00:00Z') });
    const page = await pageOf('owner', release.id);
    expect(page.takedown).toMatchObject({ reason: 'other', otherText: 'Moving to a label', status: 'requested' });
    expect(page.canCancelTakedown).toBe(true);
    expect(page.release.timeline.find((entry) => entry.type === 'takedown_requested')?.takedown?.reason).toBe('other');

    await database.prisma.takedownRequest.update({ where: { id: request.id }, data: { status: 'processing' } });
    expect((await pageOf('owner', release.id)).canCancelTakedown).toBe(false);
  });
});

/** The text a reader sees in a piece of markup, tags dropped and spaces collapsed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

/** The markup of the deliveries section for one kind ('release' or 'takedown'). */
function deliveryGroup(html: string, group: string): string {
  const start = html.indexOf(`data-group="${group}"`);
  expect(start, `no ${group} deliveries in the page`).toBeGreaterThan(-1);
  return html.slice(html.indexOf('>', start) + 1, html.indexOf('</section>', start));
}

describe('deliveries on the release page', () => {
  it('says deliveries start once the release is approved while there are none', async () => {
    const html = await renderPageMarkup(ReleasePage, await pageOf('owner', releaseId));
    expect(textOf(html)).toContain('Nothing delivered yet Deliveries start once the release is approved.');
    expect(html).not.toContain('data-testid="deliveries"');
  });

  it('shows each store’s timeline from the recorded steps, with a takedown’s deliveries apart', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Delivered', status: 'takedown_requested' });
    const at = (second: number) => new Date(Date.UTC(2031, 4, 1, 10, 0, second));
    await database.prisma.delivery.create({
      data: {
        releaseId: release.id,
        store: 'local-folder',
        status: 'delivered',
        batchId: '20310501100000000',
        location: '/srv/deliveries/20310501100000000',
        sandbox: true,
        startedAt: at(0),
        completedAt: at(4),
        // Recorded out of order on purpose: the timeline sorts by time.
        events: {
          create: [
            { step: 'manifest_written', createdAt: at(4) },
            { step: 'built', createdAt: at(1) },
            { step: 'uploaded', createdAt: at(3) },
            { step: 'validated', createdAt: at(2) },
          ],
        },
      },
    });
    await database.prisma.delivery.create({
      data: {
        releaseId: release.id,
        store: 'spotify',
        status: 'acknowledged',
        ackStatus: 'SuccessfullyIngestedByReleaseDistributor',
        storeUrl: 'https://open.spotify.com/search/upc%3A019999000002',
        batchId: '20310501100000001',
        location: 'sftp://dropbox.spotify.example/incoming/20310501100000001',
        startedAt: at(10),
        events: { create: [{ step: 'manifest_written', createdAt: at(11) }] },
      },
    });
    await database.prisma.delivery.create({
      data: {
        releaseId: release.id,
        store: 'tidal',
        kind: 'takedown',
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:22',
        startedAt: at(30),
        events: {
          create: [
            { step: 'built', createdAt: at(31) },
            { step: 'failed', detail: 'attempt 1: connect ECONNREFUSED 127.0.0.1:22', createdAt: at(32) },
          ],
        },
      },
    });

    // The artist sees each store in plain words, its link while live, and sandbox mode: no batch, path or step.
    const owners = (await pageOf('owner', release.id)) as PageData & { release: { deliveries: unknown[] } };
    expect(owners.release.deliveries).toEqual([]);
    expect(JSON.stringify(owners)).not.toMatch(/srv|sftp|20310501100000000|manifest_written/);
    const ownerText = textOf(await renderPageMarkup(ReleasePage, owners));
    expect(ownerText).toContain('Local folder Live Sandbox: nothing was sent to Local folder');
    // Spotify's plugin is not enabled here: it keeps its id.
    expect(ownerText).toContain('spotify Live Open in spotify tidal');
    // A takedown that did not reach the store reads as such, not as a delivery.
    expect(ownerText).toContain('tidal Removal failed: our team is on it');
    expect(ownerText).not.toMatch(/Manifest written|Batch|Delivery details/);
    expect(await renderPageMarkup(ReleasePage, owners)).toContain('href="https://open.spotify.com/search/upc%3A019999000002"');

    // Staff see the technical timeline besides.
    const page = (await pageOf('operator', release.id)) as PageData & {
      release: { deliveries: Array<{ storeName: string; kind: string; steps: Array<{ step: string }> }> };
    };
    // Named by the store's profile; a store whose plugin is not enabled here keeps its id.
    expect(page.release.deliveries.map(({ storeName, kind, steps }) => [storeName, kind, steps.map((step) => step.step)])).toEqual([
      ['Local folder', 'new', ['built', 'validated', 'uploaded', 'manifest_written']],
      ['spotify', 'new', ['manifest_written']],
      ['tidal', 'takedown', ['built', 'failed']],
    ]);

    const html = await renderPageMarkup(ReleasePage, page);
    expect(textOf(html)).toContain('Delivery details Staff only');
    const delivered = textOf(deliveryGroup(html, 'release'));
    expect(delivered).toMatch(/^Release Local folder Manifest written · .+ Delivered Batch 20310501100000000 Location \/srv\/deliveries\/20310501100000000 /);
    expect(delivered).toContain(
      ['Built', 'Validated', 'Uploaded', 'Manifest written'].map((step, index) => `${step} ${formatDateTime('en', at(index + 1), { seconds: true })}`).join(' '),
    );
    expect(delivered).not.toContain('tidal');
    const takedown = textOf(deliveryGroup(html, 'takedown'));
    expect(takedown).toMatch(/^Takedown tidal Failed · .+ Failed Error connect ECONNREFUSED 127\.0\.0\.1:22 /);
    expect(takedown).toContain(`Failed ${formatDateTime('en', at(32), { seconds: true })} attempt 1: connect ECONNREFUSED 127.0.0.1:22`);
  });
});

describe('an approved release on the release page', () => {
  it('says every store has it and the day it goes live, each store waiting or accepted, and no link yet', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Soon', status: 'approved', releaseDate: '2031-06-13' });
    await database.prisma.delivery.createMany({
      data: [
        { releaseId: release.id, store: 'local-folder', status: 'delivered', sandbox: true },
        { releaseId: release.id, store: 'spotify', status: 'acknowledged', ackStatus: 'SuccessfullyIngestedByReleaseDistributor', storeUrl: 'https://open.spotify.com/album/1' },
      ],
    });
    const html = await renderPageMarkup(ReleasePage, await pageOf('owner', release.id));
    const text = textOf(html);
    expect(text).toContain('Every store has it: it goes live on Jun 13, 2031, its release date.');
    expect(text).toContain('Local folder Waiting for the store Sandbox: nothing was sent to Local folder spotify Accepted, live on the release date');
    expect(html).not.toContain('open.spotify.com');
  });
});

describe('edit step placeholder', () => {
  const editArgs = (who: keyof typeof cookies, id: string, step: string) =>
    args(who, `/distributions/${id}/edit/${step}`, { id, step });

  it('offers Reopen on a rejected release to its owner', async () => {
    const release = await createReleaseRow(database, { ownerId, title: 'Fix Me', status: 'rejected' });
    const body = (await (await editStepLoader(editArgs('owner', release.id, 'artwork'))).json()) as { step: string; canReopen: boolean };
    expect(body).toMatchObject({ step: 'artwork', canReopen: true });
  });

  it('is not found for a step the wizard does not have, or for another artist', async () => {
    expect(await thrownStatus(editStepLoader(editArgs('owner', releaseId, 'payment')))).toBe(404);
    expect(await thrownStatus(editStepLoader(editArgs('stranger', releaseId, 'tracks')))).toBe(404);
  });
});
