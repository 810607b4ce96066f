import { SOCIAL_NETWORKS } from '@slipcase/domain';
import type { artistFields } from '@slipcase/api-contract/artist-fields';
import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import type { z } from 'zod';
import { InvalidInputError } from '../invalid-input';
import type { ApiClient } from '../remote/api-client';

/** `POST /v1/artists`: the artist form's fields, without the picture. */
export type NewArtist = Omit<z.input<typeof artistFields>, 'image'>;

/** The API's fields as `artists create`'s flags name them (`socialLinks.instagram` is `social.instagram`). */
const FLAG_FOR_FIELD: Record<string, string> = {
  mainGenre: 'genre',
  legalFirstName: 'legal-first-name',
  legalLastName: 'legal-last-name',
  providerProfile: 'provider-profile',
  requestNewProfile: 'request-new-profile',
};

function flagOf(field: string): string {
  const [root = '', ...rest] = field.split('.');
  if (root === 'socialLinks') return ['social', ...rest].join('.');
  return FLAG_FOR_FIELD[root] ?? field;
}

/** `--social instagram=https://…`, repeated, as the profile's links by network; every malformed one refused at once. */
export function socialLinksOf(values: readonly string[]): NewArtist['socialLinks'] {
  const links: Record<string, string> = {};
  const problems = values.flatMap((value) => {
    const at = value.indexOf('=');
    const typed = at < 0 ? '' : value.slice(0, at).trim().toLowerCase();
    const network = SOCIAL_NETWORKS.find((known) => known.toLowerCase() === typed);
    if (!network) {
      return [{ field: 'social', code: 'invalid_choice', message: `"${value}" is not <network>=<url> with a network among ${SOCIAL_NETWORKS.join(', ')}` }];
    }
    links[network] = value.slice(at + 1).trim();
    return [];
  });
  if (problems.length > 0) throw new InvalidInputError(problems);
  return Object.keys(links).length > 0 ? links : undefined;
}

export async function listArtists(api: ApiClient): Promise<ArtistJson[]> {
  return (await api.request<{ artists: ArtistJson[] }>('GET', 'artists')).artists;
}

/** Creates an artist with the web's rules and the plan's limit; every refused field is named after its flag. */
export async function createArtist(api: ApiClient, artist: NewArtist): Promise<ArtistJson> {
  try {
    return (await api.request<{ artist: ArtistJson }>('POST', 'artists', { json: artist })).artist;
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(error.problems.map((problem) => ({ ...problem, field: flagOf(problem.field) })));
  }
}
