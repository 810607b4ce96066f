import { z } from 'zod';
import { newArtistApiSchema } from '@slipcase/api-contract/artist-api-schema';
import { addArtist } from '@slipcase/services/artists/add-artist';
import { listMyArtists } from '@slipcase/services/artists/profiles';
import { accountDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { artistJsonSchema, type ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { apiProblems } from './problems.server';

const TAG = 'Artists';

async function artistsOf(ownerId: string): Promise<ArtistJson[]> {
  return listMyArtists(accountDeps(), ownerId);
}

export const listArtists = defineOperation({
  operationId: 'listArtists',
  method: 'GET',
  path: '/v1/artists',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s artists, oldest first',
  responses: { 200: { description: 'The artists', schema: z.object({ artists: z.array(artistJsonSchema) }) } },
  refusals: [],
  async handle({ caller }) {
    return apiJson({ artists: await artistsOf(caller.user.id) });
  },
});

export const createArtistOperation = defineOperation({
  operationId: 'createArtist',
  method: 'POST',
  path: '/v1/artists',
  scope: 'write',
  tag: TAG,
  summary: 'Create an artist',
  description: 'The web’s rules for a profile (name, type and main genre needed) and the plan’s limit of profiles (403 `artist_limit`).',
  body: newArtistApiSchema,
  responses: { 201: { description: 'The artist made', schema: z.object({ artist: artistJsonSchema }) } },
  refusals: [400, 403],
  async handle({ caller, body }) {
    const added = await addArtist(accountDeps(), { ownerId: caller.user.id, fields: body });
    if ('errors' in added) return apiProblems(403, added.errors);
    return apiJson({ artist: added.artist satisfies ArtistJson }, 201);
  },
});
