import type { TestDatabase } from '@slipcase/db/testing';
import { FakeStreaming } from '@slipcase/services/streaming/testing/fake-streaming';
import { createDraftRelease } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../testing/database';
import { action, loader } from './release.$key';
import { loader as connectLoader } from './spotify-auth';

let database: TestDatabase;
let fake: FakeStreaming;
let key: string;

const args = (request: Request, params: Record<string, string>) => ({ request, params, context: {} });
const post = (path: string, form: Record<string, string>, cookie = '') =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie } });
const body = (response: Response) => response.json() as Promise<Record<string, unknown>>;

beforeAll(async () => {
  fake = await FakeStreaming.start();
  // Spotify and Deezer configured, YouTube Music not: its button must not show.
  const env = fake.env();
  for (const [name, value] of Object.entries(env)) if (!name.startsWith('SLIPCASE_YOUTUBE_MUSIC')) process.env[name] = value;
  database = await useTestDatabase();
  const owner = await createUser(database, { username: 'presave-owner', password: 'pw-123456!', plan: 'pro' });
  const release = await createDraftRelease(database.prisma, owner.id);
  await database.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true, title: 'Glass Harbour' } });
  key = (await database.prisma.presaveCampaign.create({ data: { key: 'glassharbr1', releaseId: release.id, ownerId: owner.id } })).key;
}, 120_000);

afterAll(async () => {
  await fake?.stop();
  await database?.drop();
});

describe('the public pre-save page', () => {
  it('shows the campaign with the configured providers only, and a not-found state for any other key', async () => {
    const page = await body(await loader(args(new Request(`http://localhost/release/${key}?step=save`), { key })));
    expect(page).toMatchObject({ state: 'save', page: { title: 'Glass Harbour', stage: 'upcoming', cover: null } });
    expect((page.page as { providers: Array<{ id: string }> }).providers.map((p) => p.id)).toEqual(['spotify', 'deezer']);
    for (const bad of ['nope', '..%2F..%2Fetc', 'a\u0000b', 'x'.repeat(500)]) {
      const answer = await loader(args(new Request('http://localhost/release/x'), { key: bad }));
      expect(answer.status).toBe(404);
      expect(await body(answer)).toMatchObject({ state: 'not_found', page: null });
    }
  });

  it('sends the fan to the provider with a fresh state, and refuses a provider that is not offered or not one', async () => {
    const answer = (await action(args(post(`/release/${key}`, { intent: 'connect', provider: 'deezer' }), { key }))) as Response;
    expect(answer.status).toBe(302);
    const to = new URL(answer.headers.get('Location')!);
    expect(to.origin).toBe(fake.oauthUrl);
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost/spotify-auth');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');

    const unconfigured = (await action(args(post(`/release/${key}`, { intent: 'connect', provider: 'youtube_music' }), { key }))) as Response;
    expect(unconfigured.status).toBe(400);
    expect(await body(unconfigured)).toEqual({ error: 'provider_not_configured {"provider":"youtube_music"}' });
    await expect(action(args(post(`/release/${key}`, { intent: 'connect', provider: 'javascript:alert(1)' }), { key }))).rejects.toMatchObject({ status: 400 });
    const cancel = (await action(args(post(`/release/${key}`, { intent: 'cancel' }), { key }))) as Response;
    expect(await body(cancel)).toEqual({ error: 'not_found' });
  });

  it('subscribes on the provider’s redirect back, shows the thanks to that browser only, and refuses the same link again', async () => {
    const start = (await action(args(post(`/release/${key}`, { intent: 'connect', provider: 'spotify' }), { key }))) as Response;
    const back = (await fetch(start.headers.get('Location')!, { redirect: 'manual' })).headers.get('Location')!;
    const callback = new URL(back);
    const done = await connectLoader(args(new Request(`http://localhost/spotify-auth${callback.search}`), {}));
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe(`/release/${key}?thanks=spotify`);
    const cookie = done.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(done.headers.get('Set-Cookie')).toContain(`Path=/release/${key}`);
    expect(done.headers.get('Set-Cookie')).toContain('HttpOnly');

    const mine = await body(await loader(args(new Request(`http://localhost/release/${key}?thanks=spotify`, { headers: { Cookie: cookie } }), { key })));
    expect(mine).toMatchObject({ state: 'thanks', thanks: 'spotify', canCancel: true });
    const someoneElse = await body(await loader(args(new Request(`http://localhost/release/${key}?thanks=spotify`), { key })));
    expect(someoneElse.state).toBe('campaign');

    const again = await connectLoader(args(new Request(`http://localhost/spotify-auth${callback.search}`), {}));
    expect(again.status).toBe(400);
    expect(await body(again)).toMatchObject({ error: 'oauth_state_used' });
    const forged = await connectLoader(args(new Request('http://localhost/spotify-auth?state=%00forged&code=x'), {}));
    expect(await body(forged)).toMatchObject({ error: 'oauth_state_invalid' });

    const cancelled = (await action(args(post(`/release/${key}`, { intent: 'cancel' }, cookie), { key }))) as Response;
    expect(cancelled.headers.get('Location')).toBe(`/release/${key}?cancelled=1`);
    expect(await database.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaign: { key } } })).toMatchObject({ outcome: 'revoked' });
  });
});
