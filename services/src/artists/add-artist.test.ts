import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { newArtistApiSchema } from '@slipcase/api-contract/artist-api-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts';
import { addArtist } from './add-artist';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const fields = (name: string) => newArtistApiSchema.parse({ name, type: 'band', mainGenre: 'rock', country: 'pt', requestNewProfile: true });

describe('addArtist', () => {
  it('makes the artist and answers it as listed, until the plan’s last profile is used', async () => {
    const owner = await createAccount(database.prisma, { username: 'adder' });
    const made = await addArtist({ prisma: database.prisma }, { ownerId: owner.id, fields: fields('Nova Lane') });
    expect(made).toEqual({ artist: expect.objectContaining({ name: 'Nova Lane', type: 'band', mainGenre: 'rock', country: 'PT', releases: 0, followers: 0 }) });

    const refused = await addArtist({ prisma: database.prisma }, { ownerId: owner.id, fields: fields('One Too Many') });
    expect(refused).toEqual({ errors: [expect.objectContaining({ code: 'artist_limit' })] });
    expect(await database.prisma.artist.count({ where: { ownerId: owner.id } })).toBe(1);
  });
});
