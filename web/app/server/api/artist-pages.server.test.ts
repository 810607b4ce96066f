import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pageRoute from '../../routes/v1.artist-pages.$id';
import * as pagesRoute from '../../routes/v1.artist-pages';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
let pro: Awaited<ReturnType<typeof createTokenUser>>;
let other: Awaited<ReturnType<typeof createTokenUser>>;
let artistId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  pro = await createTokenUser(database, 'mepro');
  other = await createTokenUser(database, 'stranger');
  artistId = (await database.prisma.artist.create({ data: { ownerId: pro.id, name: 'Nova Lane' } })).id;
});

afterAll(async () => {
  await database?.drop();
});

describe('/v1/artist-pages', () => {
  it('starts a page, reads it and changes only the fields sent', async () => {
    const made = await callApi(pagesRoute, 'POST', '/v1/artist-pages', { token: pro.token, json: { artistId, handle: 'Nova-Lane' } });
    expect(made.status).toBe(201);
    const id = made.body.page.id as string;
    expect(made.body.page).toMatchObject({ artistId, artistName: 'Nova Lane', path: '/me/nova-lane', settings: { layout: 'default', palette: 'midnight', pattern: 'solid', videoUrl: null }, allows: { featuredVideo: true, insights: true }, visitsLast30Days: 0, followers: 0 });

    const listed = await callApi(pagesRoute, 'GET', '/v1/artist-pages', { token: pro.token });
    expect(listed.body.artists).toEqual([{ artistId, artistName: 'Nova Lane', page: { id, handle: 'nova-lane', path: '/me/nova-lane' } }]);

    const changed = await callApi(pageRoute, 'PATCH', `/v1/artist-pages/${id}`, { token: pro.token, json: { palette: 'gold', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', socialLinks: { tiktok: 'https://tiktok.com/@nova' } } });
    expect(changed.status).toBe(200);
    expect(changed.body.page.settings).toEqual({ handle: 'nova-lane', layout: 'default', palette: 'gold', pattern: 'solid', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', bio: null, socialLinks: { tiktok: 'https://tiktok.com/@nova' } });
    expect((await callApi(pageRoute, 'GET', `/v1/artist-pages/${id}`, { token: pro.token })).body.page.settings.palette).toBe('gold');
  });

  it('refuses bad input with clear problems, saving nothing, and hides other accounts\' pages', async () => {
    const echo = await database.prisma.artist.create({ data: { ownerId: pro.id, name: 'Echo' } });
    const clash = await callApi(pagesRoute, 'POST', '/v1/artist-pages', { token: pro.token, json: { artistId: echo.id, handle: 'nova-lane' } });
    expect(clash).toMatchObject({ status: 409, body: { error: { code: 'handle_taken', field: 'handle' } } });
    const nul = await callApi(pagesRoute, 'POST', '/v1/artist-pages', { token: pro.token, json: { artistId: echo.id, handle: 'echo\u0000' } });
    expect(nul).toMatchObject({ status: 400, body: { error: { code: 'invalid_handle' } } });

    const [page] = (await callApi(pagesRoute, 'GET', '/v1/artist-pages', { token: pro.token })).body.artists.filter((a: { page: unknown }) => a.page);
    const id = page.page.id as string;
    const bad = await callApi(pageRoute, 'PATCH', `/v1/artist-pages/${id}`, {
      token: pro.token,
      json: { layout: 'grid', videoUrl: 'javascript:alert(1)', socialLinks: { spotify: 'javascript:alert(1)' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { code: string; field: string }) => `${e.field} ${e.code}`)).toEqual(['layout invalid_choice', 'videoUrl invalid_youtube_url', 'socialLinks.spotify invalid_social_link']);
    expect((await callApi(pageRoute, 'GET', `/v1/artist-pages/${id}`, { token: pro.token })).body.page.settings.layout).toBe('default');

    expect((await callApi(pageRoute, 'GET', `/v1/artist-pages/${id}`, { token: other.token })).status).toBe(404);
    expect((await callApi(pageRoute, 'PATCH', `/v1/artist-pages/${id}`, { token: other.token, json: { palette: 'mono' } })).status).toBe(404);
  });
});
