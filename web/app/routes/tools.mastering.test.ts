import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeMusic } from '@slipcase/plugin-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { settle } from '../testing/sign-in';
import { action as requestAction, loader as listLoader } from './tools.mastering._index';
import { action as jobAction, loader as jobLoader } from './tools.mastering.$id';
import { loader as fileLoader } from './tools.mastering.$id_.$file';

let database: TestDatabase;
let workDir: string;
let ownerId: string;
let ownerCookie: string;
let strangerCookie: string;
let song: string;

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-mastering-'));
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  process.env.SLIPCASE_BILLING_SANDBOX = '1';
  const owner = await createUser(database, { username: 'master-owner', password: 'pw-123456!' });
  const stranger = await createUser(database, { username: 'master-stranger', password: 'pw-123456!' });
  ownerId = owner.id;
  [ownerCookie, strangerCookie] = await Promise.all([sessionCookie(owner.id), sessionCookie(stranger.id)]);
  song = await writeMusic(join(workDir, 'song.wav'), { seconds: 6 });
});

afterAll(async () => {
  delete process.env.SLIPCASE_BILLING_SANDBOX;
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const list = (cookie: string) => settle(listLoader({ request: get('/tools/mastering', cookie), params: {}, context: {} }));
const job = (id: string, cookie: string) => settle(jobLoader({ request: get(`/tools/mastering/${id}`, cookie), params: { id }, context: {} }));
const file = (id: string, name: string, cookie: string) =>
  settle(fileLoader({ request: get(`/tools/mastering/${id}/${name}`, cookie), params: { id, file: name }, context: {} }));

async function upload(fields: Record<string, string>, audio: { bytes: Uint8Array<ArrayBuffer>; name: string } | null, cookie = ownerCookie) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (audio) body.set('audio', new File([audio.bytes], audio.name, { type: 'audio/wav' }));
  return settle(requestAction({ request: new Request('http://localhost/tools/mastering', { method: 'POST', body, headers: { Cookie: cookie } }), params: {}, context: {} }));
}

describe('the mastering pages', () => {
  it('shows an empty jobs table, then refuses what it cannot master beside the field, recording nothing', async () => {
    expect(await (await list(ownerCookie)).json()).toEqual({ jobs: [] });
    const bytes = new Uint8Array(await readFile(song));
    const noFile = await upload({ preset: 'balanced' }, null);
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error).toMatchObject({ audio: ['required'] });
    const text = await upload({ preset: 'balanced' }, { bytes: new TextEncoder().encode('ID3\u0000\u001b[31mnot audio') as Uint8Array<ArrayBuffer>, name: 'evil\u001b[2J.wav' });
    expect(text.status).toBe(422);
    expect((await text.json()).error).toMatchObject({ audio: ['audio_format_unsupported'] });
    for (const loopStart of ['-1', '1e3', 'javascript:alert(1)']) {
      const refused = await upload({ preset: 'balanced', loopStart }, { bytes, name: 'song.wav' });
      expect(refused.status, loopStart).toBe(400);
      expect((await refused.json()).error, loopStart).toMatchObject({ loopStart: ['mastering_loop_outside'] });
    }
    const past = await upload({ preset: 'balanced', loopStart: '60' }, { bytes, name: 'song.wav' });
    expect((await past.json()).error).toMatchObject({ loopStart: ['mastering_loop_outside'] });
    expect((await upload({ preset: 'louder' }, { bytes, name: 'song.wav' })).status).toBe(400);
    expect(await database.prisma.masteringJob.count()).toBe(0);
  }, 120_000);

  it('sends a new track to the checkout, lists it, and shows its page and files to the owner alone', async () => {
    const bytes = new Uint8Array(await readFile(song));
    const sent = await upload({ preset: 'loud', loopStart: '2' }, { bytes, name: 'My Song.wav' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toContain('/billing/sandbox');
    const [created] = await database.prisma.masteringJob.findMany({ where: { userId: ownerId } });
    expect(created).toMatchObject({ fileName: 'My Song.wav', preset: 'loud', status: 'awaiting_payment', loopStartMs: 2000, loopEndMs: 6000 });
    const jobs = (await (await list(ownerCookie)).json()).jobs;
    expect(jobs).toEqual([expect.objectContaining({ id: created!.id, fileName: 'My Song.wav', status: 'awaiting_payment' })]);
    expect((await (await list(strangerCookie)).json()).jobs).toEqual([]);

    const page = await (await job(created!.id, ownerCookie)).json();
    expect(page).toMatchObject({ job: { status: 'awaiting_payment', loopStartMs: 2000 }, loudness: null, freeUntil: null });
    expect((await job(created!.id, strangerCookie)).status).toBe(404);
    expect((await job('no-such-job', ownerCookie)).status).toBe(404);
    expect((await file(created!.id, 'master.wav', ownerCookie)).status).toBe(404);

    // Mastered (as the worker leaves it): the measurements show, the files download for the owner only.
    const folder = join(workDir, 'storage', 'mastering', created!.id);
    await mkdir(folder, { recursive: true });
    await copyFile(song, join(folder, 'master-loud.wav'));
    await copyFile(song, join(folder, 'master-loud.mp3'));
    await database.prisma.masteringJob.update({
      where: { id: created!.id },
      data: {
        status: 'succeeded', paidAt: new Date(), paymentId: 'pi_web', wavKey: `mastering/${created!.id}/master-loud.wav`, mp3Key: `mastering/${created!.id}/master-loud.mp3`,
        inputLufs: -20.2, inputLra: 7.1, inputTruePeak: -3, outputLufs: -9.1, outputLra: 4.2, outputTruePeak: -1.1,
      },
    });
    const done = await (await job(created!.id, ownerCookie)).json();
    expect(done.loudness).toEqual({ integrated: [-20.2, -9.1], range: [7.1, 4.2], truePeak: [-3, -1.1] });
    expect(done.freeUntil).not.toBeNull();
    const wav = await file(created!.id, 'master.wav', ownerCookie);
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(wav.headers.get('content-disposition')).toContain('My Song (loud master).wav');
    expect((await file(created!.id, 'master.mp3', ownerCookie)).headers.get('content-type')).toBe('audio/mpeg');
    expect((await file(created!.id, 'master.mp3', strangerCookie)).status).toBe(404);
    expect((await file(created!.id, '..%2Fsource.wav', ownerCookie)).status).toBe(404);

    // Another account cannot order a preset of it; a preset not offered is a 400.
    const post = (fields: Record<string, string>, cookie: string) =>
      settle(jobAction({ request: new Request(`http://localhost/tools/mastering/${created!.id}`, { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: cookie } }), params: { id: created!.id }, context: {} }));
    expect((await post({ intent: 'preset', preset: 'dynamic' }, strangerCookie)).status).toBe(404);
    expect((await post({ intent: 'preset', preset: 'louder' }, ownerCookie)).status).toBe(400);
  }, 120_000);
});
