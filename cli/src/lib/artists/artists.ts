import { OTHER_ARTIST_ID_STORES, SOCIAL_NETWORKS } from '@slipcase/domain';
import type { artistFields } from '@slipcase/api-contract/artist-fields';
import type { z } from 'zod';
import { InvalidInputError, type InputProblem } from '../invalid-input';

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

/** Refused fields named after the flags that gave them, whichever side refused them. */
export function namedAfterFlags(problems: readonly InputProblem[]): InvalidInputError {
  return new InvalidInputError(problems.map(({ field, code, message }) => ({ field: flagOf(field), code, message })));
}

function flagOf(field: string): string {
  const [root = '', ...rest] = field.split('.');
  if (root === 'socialLinks') return ['social', ...rest].join('.');
  if (root === 'storeProfiles') return ['store-profile', ...rest].join('.');
  return FLAG_FOR_FIELD[root] ?? field;
}

/** `--<flag> <key>=<value>`, repeated, as values by key (one of `keys`, in any case); every malformed one refused at once. */
function keyedValuesOf(values: readonly string[], keys: readonly string[], flag: string, shape: string): Record<string, string> | undefined {
  const found: Record<string, string> = {};
  const [what = ''] = shape.slice(1).split('>');
  const problems = values.flatMap((value) => {
    const at = value.indexOf('=');
    const typed = at < 0 ? '' : value.slice(0, at).trim().toLowerCase();
    const key = keys.find((known) => known.toLowerCase() === typed);
    if (!key) return [{ field: flag, code: 'invalid_choice', message: `"${value}" is not ${shape} with a ${what} among ${keys.join(', ')}` }];
    found[key] = value.slice(at + 1).trim();
    return [];
  });
  if (problems.length > 0) throw new InvalidInputError(problems);
  return Object.keys(found).length > 0 ? found : undefined;
}

/** `--social instagram=https://…`, repeated, as the profile's links by network. */
export function socialLinksOf(values: readonly string[]): NewArtist['socialLinks'] {
  return keyedValuesOf(values, SOCIAL_NETWORKS, 'social', '<network>=<url>');
}

/** `--store-profile apple-music=<id or link>`, repeated, as the artist's profiles in the other stores. */
export function storeProfilesOf(values: readonly string[]): NewArtist['storeProfiles'] {
  return keyedValuesOf(values, OTHER_ARTIST_ID_STORES, 'store-profile', '<store>=<id or link>');
}
