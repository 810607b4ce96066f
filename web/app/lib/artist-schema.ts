import { ARTIST_GENRES, ARTIST_TYPES, SOCIAL_NETWORKS } from '@slipcase/domain';
import { z } from 'zod';
import { redirectToField } from './preference-schemas';

// The artist form sends the fields `POST /v1/artists` takes, checked the same way: the schema is the contract's.
export { artistSchema, type ArtistFormValue } from '@slipcase/api-contract/artist-fields';

/** The picker's accepted files; the cropper sends a JPEG whatever was picked. */
export const ARTIST_IMAGE_ACCEPT = 'image/jpeg,image/png';

export { ARTIST_GENRES, ARTIST_TYPES, SOCIAL_NETWORKS };

/** The follow button's form (POST /artists/{id}/follow): `js=1` asks for JSON, else the page goes to `redirectTo`. */
export const followFormSchema = z.object({
  intent: z.enum(['follow', 'unfollow']),
  js: z.literal('1').optional(),
  redirectTo: redirectToField,
});
