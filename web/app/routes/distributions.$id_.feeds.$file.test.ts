import type { TestDatabase } from '@slipcase/db/testing';
import { validateXml } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { loader } from './distributions.$id_.feeds.$file';

let database: TestDatabase;
const cookies = { owner: '', stranger: '' };
let releaseId = '';
let upc = '';

beforeAll(async () => {
  database = await useTestDatabase();
  const owner = await createUser(database, { username: 'feed-owner', password: 'pw-123456!' });
  const stranger = await createUser(database, { username: 'feed-stranger', password: 'pw-123456!' });
  cookies.owner = await sessionCookie(owner.id);
  cookies.stranger = await sessionCookie(stranger.id);
  const release = await createReleaseRow(database, { ownerId: owner.id, title: 'Night Drive', status: 'draft' });
  await database.prisma.release.update({ where: { id: release.id }, data: { platforms: ['local-folder'] } });
  releaseId = release.id;
  upc = release.upc;
});

afterAll(async () => {
  await database?.drop();
});

function get(who: keyof typeof cookies | null, id: string, file: string) {
  const headers: Record<string, string> = who ? { Cookie: cookies[who] } : {};
  const request = new Request(`http://localhost/distributions/${id}/feeds/${file}`, { headers });
  return loader({ request, params: { id, file }, context: {} });
}

async function thrown(promise: Promise<unknown>): Promise<Response | null> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  return error instanceof Response ? error : null;
}

describe('a store’s feed of a release', () => {
  it('gives the owner the ERN 4.3 message the store would get, valid against the schema', async () => {
    const response = await get('owner', releaseId, 'local-folder.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const xml = await response.text();
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
  });

  it('is the owner’s only: not found for anyone else, and signed out goes to sign in', async () => {
    expect((await thrown(get('stranger', releaseId, 'local-folder.xml')))?.status).toBe(404);
    expect((await thrown(get('owner', 'no-such-release', 'local-folder.xml')))?.status).toBe(404);
    const signedOut = await thrown(get(null, releaseId, 'local-folder.xml'));
    expect(signedOut?.status).toBe(302);
    expect(signedOut?.headers.get('Location')).toMatch(/^\/auth\/login/);
  });

  it('knows only the stores of the installation and .xml names', async () => {
    expect((await thrown(get('owner', releaseId, 'napster.xml')))?.status).toBe(404);
    expect((await thrown(get('owner', releaseId, 'local-folder')))?.status).toBe(404);
  });

  it('says what stops a release that makes no feed yet', async () => {
    await database.prisma.track.updateMany({ where: { releaseId }, data: { title: '' } });
    const response = await get('owner', releaseId, 'local-folder.xml');
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('Title is required. (tracks.0.title)');
  });
});
