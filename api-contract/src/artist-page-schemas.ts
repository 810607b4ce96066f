import { checkArtistPage, PAGE_LAYOUTS, PAGE_PATTERNS, PALETTE_NAMES, SOCIAL_NETWORKS, type Plan, type SocialNetwork } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString, recordIdSchema } from './clean-input';
import { encodeError } from './error-codes';

const optionalText = cleanString().optional();

const socialLinks = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalText])) as Record<SocialNetwork, typeof optionalText>)
  .optional();

/** The Slipcase.Me editor's fields, as its form and `PUT /v1/artist-pages/{id}` send them. */
export const artistPageFields = z.object({
  // Every rule is the domain's (checkArtistPage), so that all errors show at once.
  handle: optionalText,
  layout: optionalText,
  palette: optionalText,
  pattern: optionalText,
  videoUrl: optionalText,
  bio: cleanString('lines').optional(),
  socialLinks,
  /** The cropped picture, the artist profile's (checked on the server with sharp). */
  image: z.unknown().optional(),
});
export type ArtistPageFormValue = z.infer<typeof artistPageFields>;

/** The fields with the domain's rules under the owner's plan, each problem on its field as an encoded code. */
export function artistPageSchema(plan: Plan) {
  return artistPageFields.superRefine((value, context) => {
    for (const error of checkArtistPage(artistPageInput(value), plan)) {
      context.addIssue({ code: 'custom', path: error.field.split('.'), message: encodeError(error) });
    }
  });
}

/** The form's value as the domain's ArtistPageInput. */
export function artistPageInput(value: Omit<ArtistPageFormValue, 'image'>) {
  return {
    handle: value.handle ?? '',
    layout: value.layout ?? '',
    palette: value.palette ?? '',
    pattern: value.pattern ?? '',
    videoUrl: value.videoUrl ?? null,
    bio: value.bio ?? null,
    socialLinks: value.socialLinks ?? {},
  };
}

/** Starting an artist's page at /me/{handle}. */
export const createArtistPageSchema = z.object({
  artistId: recordIdSchema,
  // Any text: the domain's isHandle refuses what is not a handle (a NUL, an escape) with its own message.
  handle: z.string().optional(),
});

/** A fan following a page: an e-mail address and the consent box. */
export const followArtistPageSchema = z.object({
  email: cleanString().optional(),
  consent: z.boolean().optional(),
});

const settingsSchema = z.object({
  handle: z.string(),
  layout: z.enum(PAGE_LAYOUTS),
  palette: z.enum(PALETTE_NAMES as [string, ...string[]]),
  pattern: z.enum(PAGE_PATTERNS),
  videoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
});

/** `GET /v1/artist-pages/{id}` and the answer of `PUT`: the page's settings, address and what the plan allows. */
export const artistPageResponseSchema = z.object({
  id: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  /** The public page's path, `/me/{handle}`. */
  path: z.string(),
  settings: settingsSchema,
  allows: z.object({ featuredVideo: z.boolean(), insights: z.boolean() }),
  visitsLast30Days: z.number().int(),
  followers: z.number().int().nullable(),
});
export type ArtistPageResponse = z.infer<typeof artistPageResponseSchema>;

/** `GET /v1/artist-pages`: each of the caller's artists with its page, if it has one. */
export const artistPageListSchema = z.object({
  artists: z.array(
    z.object({
      artistId: z.string(),
      artistName: z.string(),
      page: z.object({ id: z.string(), handle: z.string(), path: z.string() }).nullable(),
    }),
  ),
});
export type ArtistPageList = z.infer<typeof artistPageListSchema>;
