import type { PrismaClient } from '@slipcase/db';
import { newArtistApiSchema } from '@slipcase/api-contract/artist-api-schema';
import { issueErrors, problemOf } from '@slipcase/api-contract/zod-issues';
import { AppError } from '@slipcase/domain';
import { addArtist } from '@slipcase/services/artists/add-artist';
import { listMyArtists } from '@slipcase/services/artists/profiles';
import { requireActingUser } from '../users';
import type { ArtistDesk } from './artist-desk';
import { namedAfterFlags } from './artists';

/**
 * The artists of the account `as` names on this machine's database: the fields read with the same schema as
 * `POST /v1/artists` reads them, the artist made by the same use case.
 */
export function localArtistDesk(prisma: PrismaClient, as: string | undefined): ArtistDesk {
  return {
    list: async () => listMyArtists({ prisma }, (await requireActingUser(prisma, as)).id),
    async create(artist) {
      const owner = await requireActingUser(prisma, as);
      const parsed = newArtistApiSchema.safeParse(artist, { reportInput: true });
      if (!parsed.success) throw namedAfterFlags(issueErrors(parsed.error.issues).map((error) => ({ field: '', ...problemOf(error) })));
      const added = await addArtist({ prisma }, { ownerId: owner.id, fields: parsed.data });
      if ('errors' in added) {
        const [refusal] = added.errors;
        throw new AppError(refusal?.code ?? 'invalid_input', undefined, refusal?.params);
      }
      return added.artist;
    },
  };
}
