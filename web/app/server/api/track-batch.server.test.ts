import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { assignUpc } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as batchRoute from '../../routes/v1.releases.$id.tracks.batch';
import { callApi, createTokenUser } from '../../testing/api';
import { createLabelWorkspace, type LabelWorkspace } from '../../testing/label-workspace';
import { filesUnder, writeAudio } from '../../testing/uploads';

let workspace: LabelWorkspace;
let database: TestDatabase;
let storageDir: string;
let label: LabelWorkspace['label'];
const media: Record<string, string> = {};

beforeAll(async () => {
  workspace = await createLabelWorkspace('slipcase-v1-batch-');
  ({ database, storageDir, label } = workspace);
  const at = (name: string) => (media[name] = join(workspace.mediaDir, name));
  await Promise.all([
    writeAudio(at('Night Drive.flac'), { seconds: 65, format: 'flac' }),
    writeAudio(at('Harbour.wav'), { seconds: 61, format: 'wav' }),
    writeAudio(at('gap.mp3'), { seconds: 70, silence: { at: 20, seconds: 15 } }),
  ]);
});

afterAll(() => workspace?.drop());

let drafts = 0;
async function newDraft(type: 'ep' | 'single' = 'ep'): Promise<string> {
  drafts += 1;
  const release = await database.prisma.release.create({
    data: {
      ...{ ownerId: label.id, artistId: workspace.artistId, title: 'Harbour Lights', type, primaryGenre: 'electronic', language: 'en' },
      ...{ releaseDate: new Date('2031-03-05T00:00:00Z'), upc: assignUpc('0199990', 900 + drafts) },
    },
  });
  return release.id;
}

const credits = { contributors: [{ name: 'Ana Vale', role: 'composer', sharePercent: 100 }], performers: [{ name: 'Ana Vale', instrument: 'vocals' }] };

async function form(details: unknown, files: string[]): Promise<FormData> {
  const body = new FormData();
  body.append('tracks', JSON.stringify(details));
  for (const name of files) body.append('audio', await openAsBlob(media[name]!), name);
  return body;
}

const send = async (releaseId: string, body: FormData, token = label.token) =>
  callApi(batchRoute, 'POST', `/v1/releases/${releaseId}/tracks/batch`, { token, body });

const storedTracks = (releaseId: string) =>
  database.prisma.track.findMany({ where: { releaseId }, orderBy: { number: 'asc' }, include: { contributors: true, performers: true } });

describe('POST /v1/releases/{id}/tracks/batch', () => {
  it('adds every file as a track with its details, numbered in the order sent', async () => {
    const releaseId = await newDraft();
    const answer = await send(releaseId, await form([{ title: 'Night Drive', explicit: true, ...credits }, credits], ['Night Drive.flac', 'Harbour.wav']));

    expect(answer.status).toBe(201);
    expect(answer.body.tracks).toMatchObject([
      { number: 1, title: 'Night Drive', explicit: true, audio: { format: 'flac', durationMs: 65_000 } },
      // No title sent: the file's name gives it.
      { number: 2, title: 'Harbour', explicit: false, audio: { format: 'wav', durationMs: 61_000 } },
    ]);
    const stored = await storedTracks(releaseId);
    expect(stored.map((track) => [track.number, track.title, track.contributors.map((each) => each.name), track.performers.map((each) => each.instrument)])).toEqual([
      [1, 'Night Drive', ['Ana Vale'], ['vocals']],
      [2, 'Harbour', ['Ana Vale'], ['vocals']],
    ]);
    expect(await filesUnder(join(storageDir, 'releases', releaseId))).toEqual(['tracks/01.flac', 'tracks/02.wav']);
  });

  it('never makes a track twice for a call sent again, even while the first is still being filed', async () => {
    const releaseId = await newDraft();
    const details = [{ title: 'Night Drive', ...credits }, credits];
    // The first answer lost (a crash, a cut connection): the same call again, at once and after.
    const [first, again] = await Promise.all([
      send(releaseId, await form(details, ['Night Drive.flac', 'Harbour.wav'])),
      send(releaseId, await form(details, ['Night Drive.flac', 'Harbour.wav'])),
    ]);
    const later = await send(releaseId, await form(details, ['Night Drive.flac', 'Harbour.wav']));

    for (const answer of [first, again, later]) expect(answer.status).toBe(201);
    const ids = (answer: typeof first) => (answer.body.tracks as Array<{ id: string }>).map((track) => track.id);
    expect(ids(again)).toEqual(ids(first));
    expect(ids(later)).toEqual(ids(first));
    // Each found track's credits were replaced, not added to.
    expect((await storedTracks(releaseId)).map((track) => [track.number, track.title, track.contributors.length, track.performers.length])).toEqual([
      [1, 'Night Drive', 1, 1],
      [2, 'Harbour', 1, 1],
    ]);
    expect(await filesUnder(join(storageDir, 'releases', releaseId))).toEqual(['tracks/01.flac', 'tracks/02.wav']);

    // The same audio twice in one call is two tracks: only a call sent again finds its tracks.
    const twice = await send(await newDraft(), await form([{ title: 'Reprise' }, { title: 'Reprise (Live)' }], ['Harbour.wav', 'Harbour.wav']));
    expect(twice.status).toBe(201);
    expect((twice.body.tracks as Array<{ number: number; title: string }>).map((track) => [track.number, track.title])).toEqual([
      [1, 'Reprise'],
      [2, 'Reprise (Live)'],
    ]);
  });

  it('refuses them all, storing nothing, when one file breaks the upload rules', async () => {
    const releaseId = await newDraft();
    const answer = await send(releaseId, await form([credits, credits], ['Night Drive.flac', 'gap.mp3']));

    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([expect.objectContaining({ code: 'silence_too_long', field: 'tracks.1.audio' })]);
    expect(await storedTracks(releaseId)).toEqual([]);
    expect(await filesUnder(join(storageDir, 'releases', releaseId))).toEqual([]);
  });

  it('refuses them all, leaving no track and no file, when one track’s details break the wizard’s rules', async () => {
    const releaseId = await newDraft();
    const half = { contributors: [{ name: 'Ana Vale', role: 'composer', sharePercent: 90 }] };
    const answer = await send(releaseId, await form([credits, half], ['Night Drive.flac', 'Harbour.wav']));

    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual(['tracks.1.contributors']);
    expect(await storedTracks(releaseId)).toEqual([]);
    expect(await filesUnder(join(storageDir, 'releases', releaseId))).toEqual([]);
  });

  it('refuses a form whose details and files do not pair up, details that are not JSON, and another account’s release', async () => {
    const releaseId = await newDraft();
    expect(await send(releaseId, await form([credits, credits], ['Night Drive.flac']))).toMatchObject({ status: 400, body: { error: { field: 'audio' } } });
    const notJson = await form([], ['Night Drive.flac']);
    notJson.set('tracks', '[{');
    expect(await send(releaseId, notJson)).toMatchObject({ status: 400, body: { error: { code: 'invalid_input', field: 'tracks' } } });
    expect(await send(releaseId, await form([{ explicit: 'yes' }], ['Night Drive.flac']))).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'tracks.0.explicit' })] },
    });
    const other = await createTokenUser(database, 'other-label');
    expect(await send(releaseId, await form([credits], ['Night Drive.flac']), other.token)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await storedTracks(releaseId)).toEqual([]);
  });

  it('finds its tracks when sent again to a release it filled, a repeated file included, rather than finding no room', async () => {
    const releaseId = await newDraft('single');
    // A single holds three tracks at most; the third is a reprise of the first's very audio.
    const files = ['Night Drive.flac', 'Harbour.wav', 'Night Drive.flac'];
    const details = [{ title: 'Night Drive' }, { title: 'Harbour' }, { title: 'Night Drive (Reprise)' }].map((each) => ({ ...each, ...credits }));
    const first = await send(releaseId, await form(details, files));
    const again = await send(releaseId, await form(details, files));

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const answered = (answer: typeof first) => (answer.body.tracks as Array<{ id: string; title: string }>).map((track) => [track.id, track.title]);
    expect(answered(again)).toEqual(answered(first));
    expect(answered(first).map(([, title]) => title)).toEqual(['Night Drive', 'Harbour', 'Night Drive (Reprise)']);
    const stored = await storedTracks(releaseId);
    expect(stored.map((track) => track.title)).toEqual(['Night Drive', 'Harbour', 'Night Drive (Reprise)']);
    // One block of ISRCs for the call: consecutive.
    const isrcs = stored.map((track) => Number(track.isrc.slice(-5)));
    expect(isrcs).toEqual([isrcs[0], isrcs[0]! + 1, isrcs[0]! + 2]);
  });

  it('refuses more tracks than the release type holds before reading the audio', async () => {
    const releaseId = await newDraft('single');
    // A single holds three tracks at most.
    const four = ['Night Drive.flac', 'Harbour.wav', 'Night Drive.flac', 'Harbour.wav'];
    const answer = await send(releaseId, await form([credits, credits, credits, credits], four));
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'track_limit', field: 'audio' } } });
    expect(await storedTracks(releaseId)).toEqual([]);
  });
});
