import { checkArtistProfile, OTHER_ARTIST_ID_STORES, SOCIAL_NETWORKS, type SocialNetwork } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString } from './clean-input';
import { encodeError } from './error-codes';

const optionalText = cleanString().optional();

const socialLinks = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalText])) as Record<SocialNetwork, typeof optionalText>)
  .optional();

const storeProfiles = z.object(Object.fromEntries(OTHER_ARTIST_ID_STORES.map((store) => [store, optionalText])) as Record<string, typeof optionalText>).optional();

/** The artist profile's fields, as the form and `POST /v1/artists` send them. */
export const artistFields = z.object({
  // Required fields are the domain's to report, so that every error shows at once (a failed base type would
  // skip the refinement); the form marks them required itself.
  name: optionalText,
  type: optionalText,
  mainGenre: optionalText,
  style: optionalText,
  biography: cleanString('lines').optional(),
  website: optionalText,
  country: optionalText,
  legalFirstName: optionalText,
  legalLastName: optionalText,
  socialLinks,
  providerProfile: optionalText,
  requestNewProfile: z.boolean().optional(),
  /** The artist's profiles in the other stores, blank for a new one: an id or a link each. */
  storeProfiles,
  /** The cropped picture (checked on the server with sharp); optional, an artist without one shows initials. */
  image: z.unknown().optional(),
});

/** The domain's `checkArtistProfile` on the fields, each problem on its field with its encoded code. */
export function refineArtistProfile(value: Omit<z.infer<typeof artistFields>, 'image'>, context: z.RefinementCtx): void {
  for (const error of checkArtistProfile({ ...value, name: value.name ?? '', type: value.type ?? '', mainGenre: value.mainGenre ?? '' })) {
    context.addIssue({ code: 'custom', path: error.field.split('.'), message: encodeError(error) });
  }
}

/**
 * The artist form (create and edit), checked in the browser and again on the server by the domain's
 * `checkArtistProfile`. Messages are error codes. The picture (`image`) travels beside it as a file.
 */
export const artistSchema = artistFields.superRefine(refineArtistProfile);

export type ArtistFormValue = z.infer<typeof artistSchema>;
