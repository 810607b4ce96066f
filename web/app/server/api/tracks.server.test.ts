import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { assignIsrc } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as trackRoute from '../../routes/v1.releases.$id.tracks.$trackId';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';

let database: TestDatabase;
let workDir: string;
let label: Awaited<ReturnType<typeof createTokenUser>>;

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-v1-tracks-'));
  process.env.SLIPCASE_STORAGE_DIR = workDir;
  label = await createTokenUser(database, 'label');
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function draftWithTrack() {
  const release = await createReleaseRow(database, { ownerId: label.id, title: 'Night Drive', status: 'draft' });
  const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { releaseId: release.id, trackId: track.id };
}

const patch = (releaseId: string, trackId: string, json: unknown) =>
  callApi(trackRoute, 'PATCH', `/v1/releases/${releaseId}/tracks/${trackId}`, { token: label.token, json });

describe('PATCH /v1/releases/{id}/tracks/{trackId}', () => {
  it('changes the details and credits sent, crediting the account holder when no performer is named', async () => {
    const { releaseId, trackId } = await draftWithTrack();
    const answer = await patch(releaseId, trackId, {
      title: 'Night Drive',
      version: 'remix',
      explicit: true,
      isrc: 'US-ABC-12-34567',
      contributors: [{ name: 'Ana Vale', role: 'composer', sharePercent: 100 }],
      performers: [],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      track: expect.objectContaining({
        id: trackId,
        number: 1,
        title: 'Night Drive',
        version: 'remix',
        explicit: true,
        isrc: 'USABC1234567',
        isrcEntered: true,
        contributors: [{ name: 'Ana Vale', role: 'composer', sharePercent: 100 }],
        performers: [{ name: label.name, instrument: null }],
      }),
      warnings: [],
    });
    // Only what was sent changed.
    expect(answer.body.track.audio).toMatchObject({ sha256: 'a'.repeat(64), format: 'wav' });
  });

  it('refuses with every problem of the fields sent, in the web’s words, and stores nothing', async () => {
    const { releaseId, trackId } = await draftWithTrack();
    const before = await database.prisma.track.findUniqueOrThrow({ where: { id: trackId }, include: { contributors: true } });
    const answer = await patch(releaseId, trackId, {
      isrc: 'nope',
      contributors: [
        { name: 'Al', role: 'composer', sharePercent: 40 },
        { name: 'Ana Vale', role: 'producer', sharePercent: 50 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'invalid_isrc', message: 'Enter a valid ISRC, such as US-ABC-12-34567.', field: 'isrc' },
        { code: 'invalid_contributor_name', message: expect.stringContaining('full name'), field: 'contributors.0.name' },
        { code: 'contributor_shares_total', message: 'Contributor percentages must total exactly 100%. They now total 90%.', field: 'contributors' },
      ]),
    );
    expect(await database.prisma.track.findUniqueOrThrow({ where: { id: trackId }, include: { contributors: true } })).toEqual(before);

    const badVersion = await patch(releaseId, trackId, { version: 'demo', performers: [{ name: 'Nova Lane', instrument: 'kazoo' }] });
    expect(badVersion.body.errors).toEqual([
      { code: 'invalid_track_version', message: expect.stringContaining('Choose a version'), field: 'version' },
      { code: 'invalid_instrument', message: expect.any(String), field: 'performers.0.instrument' },
    ]);
  });

  it('answers 404 for a track of no release of the caller’s', async () => {
    const { releaseId } = await draftWithTrack();
    expect((await patch(releaseId, 'nope', { title: 'x' })).status).toBe(404);
  });
});

describe('PATCH a track’s isrc (issue 17)', () => {
  it('answers 409 isrc_taken for another account’s ISRC, as for any taken one, and 400 isrc_reserved in the platform’s range', async () => {
    const other = await createTokenUser(database, 'other');
    const theirs = await createReleaseRow(database, { ownerId: other.id, title: 'Theirs', status: 'draft' });
    await database.prisma.track.updateMany({ where: { releaseId: theirs.id }, data: { isrc: 'GBXYZ2600001', isrcEntered: true } });
    const { releaseId, trackId } = await draftWithTrack();
    const before = await database.prisma.track.findUniqueOrThrow({ where: { id: trackId } });

    const taken = await patch(releaseId, trackId, { isrc: 'GB-XYZ-26-00001' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ code: 'isrc_taken', field: 'isrc', message: 'Another track already has this ISRC.' }]);
    const reserved = await patch(releaseId, trackId, { isrc: assignIsrc('QZSLC', 2026, 1) });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors).toEqual([expect.objectContaining({ code: 'isrc_reserved', field: 'isrc' })]);
    expect(await database.prisma.track.findUniqueOrThrow({ where: { id: trackId } })).toEqual(before);
    expect((await patch(releaseId, trackId, { isrc: 'GB-XYZ-26-00002' })).status).toBe(200);
  });
});

describe('DELETE /v1/releases/{id}/tracks/{trackId}', () => {
  it('removes the track and renumbers the others', async () => {
    const { releaseId, trackId } = await draftWithTrack();
    await database.prisma.track.create({
      data: {
        releaseId,
        number: 2,
        title: 'Second',
        isrc: assignIsrc('QZSLC', 2031, 990),
        audioKey: `releases/${releaseId}/tracks/02.wav`,
        audioFormat: 'wav',
        audioBytes: 1,
        audioSha256: 'b'.repeat(64),
        durationMs: 65_000,
      },
    });
    const answer = await callApi(trackRoute, 'DELETE', `/v1/releases/${releaseId}/tracks/${trackId}`, { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.body.release.tracks).toEqual([expect.objectContaining({ number: 1, title: 'Second' })]);
    expect((await callApi(trackRoute, 'DELETE', `/v1/releases/${releaseId}/tracks/${trackId}`, { token: label.token })).status).toBe(404);
  });
});
