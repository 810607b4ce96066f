import type { TestDatabase } from '@slipcase/db/testing';
import { ARTIST_GENRES } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as artistsRoute from '../../routes/v1.artists';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
let label: Awaited<ReturnType<typeof createTokenUser>>;

beforeAll(async () => {
  database = await useTestDatabase();
  label = await createTokenUser(database, 'label');
});

afterAll(async () => {
  await database?.drop();
});

const profile = (name: string) => ({ name, type: 'solo', mainGenre: ARTIST_GENRES[0], requestNewProfile: true });
const create = (json: unknown) => callApi(artistsRoute, 'POST', '/v1/artists', { token: label.token, json });

describe('/v1/artists', () => {
  it('makes an artist with the web’s rules and lists the account’s artists, oldest first', async () => {
    const made = await create({ ...profile('Nova Lane'), country: 'pt', website: 'https://nova.example' });
    expect(made.status).toBe(201);
    expect(made.body.artist).toEqual({
      id: expect.any(String),
      name: 'Nova Lane',
      type: 'solo',
      mainGenre: ARTIST_GENRES[0],
      country: 'PT',
      verified: false,
      followers: 0,
      releases: 0,
      imageUrl: null,
    });
    await create(profile('Second Act'));
    const listed = await callApi(artistsRoute, 'GET', '/v1/artists', { token: label.token });
    expect(listed.body.artists.map((artist: { name: string }) => artist.name)).toEqual(['Nova Lane', 'Second Act']);
  });

  it('refuses with every problem of the profile, and the plan’s limit', async () => {
    const invalid = await create({ type: 'kazoo band', website: 'not a site' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { code: 'required', message: 'This field is required', field: 'name' },
      { code: 'invalid_choice', message: 'Choose one of the options offered.', field: 'type' },
      { code: 'required', message: 'This field is required', field: 'mainGenre' },
      { code: 'invalid_url', message: expect.any(String), field: 'website' },
      { code: 'provider_profile_choice', message: 'Link your existing Spotify profile or ask for a new one: one of the two.', field: 'providerProfile' },
    ]);
    expect((await create({ ...profile('Pictured'), image: 'x' })).body.error).toEqual({ code: 'invalid_input', message: 'Invalid input.', field: 'image' });

    // PRO holds 3 profiles.
    await create(profile('Third Act'));
    const over = await create(profile('Fourth Act'));
    expect(over).toMatchObject({
      status: 403,
      body: { error: { code: 'artist_limit', message: 'Artist profile limit reached: your plan includes 3. Upgrade to add more.' } },
    });
    expect(await database.prisma.artist.count({ where: { ownerId: label.id } })).toBe(3);
  });
});
