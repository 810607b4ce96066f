import { normalizeArtistProfile, type FieldError } from '@slipcase/domain';
import type { newArtistApiSchema } from '@slipcase/api-contract/artist-api-schema';
import type { z } from 'zod';
import type { ServiceDeps } from '../deps';
import { createArtist, listMyArtists } from './profiles';

/** An artist as `GET /v1/artists` and `slipcase artists list` give it. */
export type ListedArtist = Awaited<ReturnType<typeof listMyArtists>>[number];

/** The fields of a new artist, read with the contract's schema (`POST /v1/artists`, `slipcase artists create`). */
export type NewArtistFields = z.output<typeof newArtistApiSchema>;

/**
 * Makes an artist from fields a program sent (no picture), with the web's rules already checked by the schema, and
 * answers it as it is listed; refused with the plan's `artist_limit` (on no field) when its last profile is used.
 */
export async function addArtist(
  deps: Pick<ServiceDeps, 'prisma'>,
  input: { ownerId: string; fields: NewArtistFields },
): Promise<{ artist: ListedArtist } | { errors: FieldError[] }> {
  const { name = '', type = '', mainGenre = '' } = input.fields;
  const created = await createArtist(deps, { ownerId: input.ownerId, profile: normalizeArtistProfile({ ...input.fields, name, type, mainGenre }) });
  if ('errors' in created) return created;
  const artist = (await listMyArtists(deps, input.ownerId)).find((each) => each.id === created.id);
  if (!artist) throw new Error(`Artist ${created.id} was made but is not listed`);
  return { artist };
}
