import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { validateXml } from '@slipcase/plugin-contract';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import { xpath, xpathAll } from '@slipcase/plugin-contract/testing/xpath';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { createWithdrawal } from '@slipcase/services/payouts/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as releasesRoute from '../../routes/v1.releases';
import * as artworkRoute from '../../routes/v1.releases.$id.artwork';
import * as ernRoute from '../../routes/v1.releases.$id.ern';
import * as tracksRoute from '../../routes/v1.releases.$id.tracks';
import * as audioRoute from '../../routes/v1.releases.$id.tracks.$trackId.audio';
import * as ledgerRoute from '../../routes/v1.royalties.ledger';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { writeAudio } from '../../testing/uploads';

// GET of the stored files, the ERN message and the royalty ledger: what `slipcase export` reads.
let database: TestDatabase;
let workDir: string;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let stranger: Awaited<ReturnType<typeof createTokenUser>>;
let release: { id: string; upc: string; tracks: Array<{ id: string; isrc: string }> };
const media: Record<string, string> = {};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fileSha256 = async (path: string) => sha256(await readFile(path));

async function upload(path: string, route: typeof tracksRoute | typeof artworkRoute, method: string, contentType: string) {
  const answer = await callApi(route, method, path, { token: label.token, body: await readFile(media[contentType]!), headers: { 'Content-Type': contentType } });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
}

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-v1-exports-'));
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  label = await createTokenUser(database, 'label', { scopes: ['read', 'write'] });
  stranger = await createTokenUser(database, 'stranger');
  const artist = await database.prisma.artist.create({ data: { ownerId: label.id, name: 'Nova Lane' } });

  const dir = join(workDir, 'media');
  await mkdir(dir);
  media['audio/flac'] = await writeAudio(join(dir, 'night-drive.flac'), { seconds: 65, format: 'flac' });
  media['audio/mpeg'] = await writeAudio(join(dir, 'intro.mp3'), { seconds: 20 });
  media['image/png'] = join(dir, 'cover.png');
  await writeCover(media['image/png'], { sizePx: 1500, format: 'png' });

  const made = await callApi(releasesRoute, 'POST', '/v1/releases', {
    token: label.token,
    json: { title: 'Night Drive', artistId: artist.id, type: 'ep', primaryGenre: 'electronic', language: 'en' },
  });
  const id = made.body.release.id as string;
  await upload(`/v1/releases/${id}/tracks?title=Night%20Drive`, tracksRoute, 'POST', 'audio/flac');
  await upload(`/v1/releases/${id}/tracks?title=Intro`, tracksRoute, 'POST', 'audio/mpeg');
  await upload(`/v1/releases/${id}/artwork`, artworkRoute, 'PUT', 'image/png');
  release = await database.prisma.release.findUniqueOrThrow({ where: { id }, include: { tracks: { orderBy: { number: 'asc' } } } });
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('GET /v1/releases/{id}/artwork and …/tracks/{trackId}/audio', () => {
  it('streams each stored file as uploaded, with its type, length, SHA-256 and the name an export gives it', async () => {
    const cover = await callApi(artworkRoute, 'GET', `/v1/releases/${release.id}/artwork`, { token: label.token });
    const coverSha = await fileSha256(media['image/png']!);
    expect(cover.status).toBe(200);
    expect(sha256(cover.bytes)).toBe(coverSha);
    expect(Object.fromEntries(cover.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(cover.bytes.length),
      etag: `"${coverSha}"`,
      'repr-digest': `sha-256=:${Buffer.from(coverSha, 'hex').toString('base64')}:`,
      'content-disposition': `attachment; filename="${release.upc}.png"`,
      'cache-control': 'no-store',
    });

    const [first, second] = release.tracks;
    const flac = await callApi(audioRoute, 'GET', `/v1/releases/${release.id}/tracks/${first!.id}/audio`, { token: label.token });
    expect(flac.status).toBe(200);
    expect(sha256(flac.bytes)).toBe(await fileSha256(media['audio/flac']!));
    expect(flac.headers.get('Content-Type')).toBe('audio/flac');
    expect(flac.headers.get('Content-Disposition')).toBe(`attachment; filename="${release.upc}_01_01.flac"`);
    const mp3 = await callApi(audioRoute, 'GET', `/v1/releases/${release.id}/tracks/${second!.id}/audio`, { token: label.token });
    expect([mp3.headers.get('Content-Type'), mp3.headers.get('ETag')]).toEqual(['audio/mpeg', `"${await fileSha256(media['audio/mpeg']!)}"`]);
  });

  it('never shows another account’s files (404), nor a track or a cover that is not there', async () => {
    const [track] = release.tracks;
    const theirs = await callApi(audioRoute, 'GET', `/v1/releases/${release.id}/tracks/${track!.id}/audio`, { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'id' } } });
    expect((await callApi(artworkRoute, 'GET', `/v1/releases/${release.id}/artwork`, { token: stranger.token })).status).toBe(404);
    expect(await callApi(audioRoute, 'GET', `/v1/releases/${release.id}/tracks/nope/audio`, { token: label.token })).toMatchObject({
      status: 404,
      body: { error: { field: 'trackId' } },
    });
    const bare = await createReleaseRow(database, { ownerId: label.id, title: 'No cover', status: 'draft', cover: null });
    expect(await callApi(artworkRoute, 'GET', `/v1/releases/${bare.id}/artwork`, { token: label.token })).toMatchObject({
      status: 404,
      body: { error: { field: 'artwork' } },
    });
  });
});

describe('GET /v1/releases/{id}/ern', () => {
  it('is an ERN 4.3 message the official schema accepts, naming the exported files with their SHA-256, the same bytes each time', async () => {
    const answer = await callApi(ernRoute, 'GET', `/v1/releases/${release.id}/ern`, { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = answer.body as string;
    await validateXml(xml, 'ern-4.3');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageControlType)')).toBe('TestMessage');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseId/ICPN)')).toBe(release.upc);
    expect(await xpathAll(xml, '//File/URI')).toEqual([
      `resources/${release.upc}_01_01.flac`,
      `resources/${release.upc}_01_02.mp3`,
      `resources/${release.upc}.png`,
    ]);
    expect(await xpathAll(xml, '//File/HashSum/HashSumValue')).toEqual([
      await fileSha256(media['audio/flac']!),
      await fileSha256(media['audio/mpeg']!),
      await fileSha256(media['image/png']!),
    ]);
    expect(await xpathAll(xml, '//DeliveryFile/AudioCodecType')).toEqual(['FLAC', 'MP3']);
    const again = await callApi(ernRoute, 'GET', `/v1/releases/${release.id}/ern`, { token: label.token });
    expect(again.body).toBe(xml);
  });

  it('names what is missing when the release cannot make one (409), and never builds another account’s (404)', async () => {
    const bare = await createReleaseRow(database, { ownerId: label.id, title: 'No cover', status: 'draft', cover: null });
    expect(await callApi(ernRoute, 'GET', `/v1/releases/${bare.id}/ern`, { token: label.token })).toMatchObject({
      status: 409,
      body: {
        error: { code: 'release_incomplete', message: 'The release is incomplete: artwork.' },
        errors: [{ code: 'artwork_required', field: 'artwork' }],
      },
    });
    expect(await callApi(ernRoute, 'GET', `/v1/releases/${release.id}/ern`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
  });
});

describe('GET /v1/royalties/ledger', () => {
  it('is CSV with a header, each royalty line with its track and release from the ledger, and withdrawals as debits, oldest first', async () => {
    const [track] = release.tracks;
    await database.prisma.user.update({ where: { id: label.id }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_label' } });
    const { title: trackTitle } = await database.prisma.track.findUniqueOrThrow({ where: { id: track!.id } });
    await addRoyalty(database.prisma, label.id, 12_34, 'USD', { isrc: track!.isrc, date: new Date('2026-10-01T00:00:00Z') });
    await addRoyalty(database.prisma, label.id, 5, 'USD', { platform: 'deezer', country: 'FR', period: '2026-10', date: new Date('2026-11-02T00:00:00Z') });
    await addRoyalty(database.prisma, stranger.id, 99_00);
    const payout = await createWithdrawal({ prisma: database.prisma, now: new Date('2026-10-15T12:00:00Z'), settings: DEFAULT_SETTINGS }, { userId: label.id, amountCents: 10_00 });

    const answer = await callApi(ledgerRoute, 'GET', '/v1/royalties/ledger', { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe('type,date,period,store,country,release_id,release_title,upc,isrc,track_title,amount,currency,status,reference,payout_method');
    expect(lines[1]).toMatch(
      new RegExp(`^royalty,2026-10-01,2026-09,spotify,US,${release.id},Night Drive,${release.upc},${track!.isrc},${trackTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},12\\.34,USD,available,\\w+,$`),
    );
    expect(lines[2]).toBe(`payout,2026-10-15,,,,,,,,,-10.00,USD,waiting,${payout.id},stripe`);
    expect(lines[3]).toMatch(/^royalty,2026-11-02,2026-10,deezer,FR,,,,,,0\.05,USD,available,\w+,$/);
    expect(lines.slice(4)).toEqual(['']);
  });

  it('needs the read scope', async () => {
    const writer = await createTokenUser(database, 'writer', { scopes: ['write'] });
    expect(await callApi(ledgerRoute, 'GET', '/v1/royalties/ledger', { token: writer.token })).toMatchObject({
      status: 403,
      body: { error: { code: 'scope_missing' } },
    });
  });
});
