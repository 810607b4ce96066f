import { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from '@slipcase/api-contract/text-limits';
import { cleanString, isCalendarDay, recordIdSchema } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';

// The shapes of the wizard's step forms, checked in the browser and on the server. They only make the input
// storable; the rules of 001 §5 run on the saved draft (checkWizardStep in @slipcase/domain), once, on the server.

// The limits are the `/v1` contract's too, so that a form and a `/v1` body take the same.
export { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH };

const text = () =>
  cleanString()
    .trim()
    .max(TEXT_MAX_LENGTH, { error: 'too_long' })
    .optional()
    .transform((value) => value ?? '');
const optionalText = () =>
  cleanString()
    .trim()
    .max(TEXT_MAX_LENGTH, { error: 'too_long' })
    .optional()
    .transform((value) => (value ? value : null));
const isoDate = () =>
  cleanString()
    .trim()
    .optional()
    .refine(isCalendarDay, { error: 'invalid_release_date' })
    .transform((value) => (value ? value : null));

/** "A, B and C" typed as "A, B, C": the names, trimmed, without empties or repeats. */
export function splitNames(value: string | null | undefined): string[] {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return [...new Set(names)];
}

export const basicInfoSchema = z.object({
  title: text(),
  artistId: optionalText(),
  type: cleanString().trim().default('single'),
  primaryGenre: optionalText(),
  secondaryGenre: optionalText(),
  language: optionalText(),
  label: optionalText(),
  featuredArtists: cleanString().max(1000, { error: 'too_long' }).optional().transform(splitNames),
  upc: optionalText(),
});
export type BasicInfoInput = z.infer<typeof basicInfoSchema>;

export const platformsSchema = z.object({
  platforms: z
    .array(cleanString())
    .optional()
    .transform((value) => value ?? []),
});

export const distributionSchema = z.object({
  releaseDate: isoDate(),
  schedule: cleanString().trim().default('standard'),
  presaveEnabled: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
  presaveDate: isoDate(),
});
export type DistributionInput = z.infer<typeof distributionSchema>;

export const reviewSchema = z.object({
  agreements: z
    .array(cleanString())
    .optional()
    .transform((value) => value ?? []),
});

const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value === 'on');

/** "33.33" as a number; blank as not given; anything else is refused as a share. */
const share = () =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\d+(\.\d+)?$/.test(value), { error: 'invalid_share' })
    .transform((value) => (value ? Number(value) : null));

/** One track's form on the tracks step: its details and credits (001 §3). */
export const trackSchema = z.object({
  trackId: recordIdSchema,
  title: text(),
  version: optionalText(),
  explicit: checkbox(),
  hasLyrics: checkbox(),
  lyrics: cleanString('lines')
    .max(LYRICS_MAX_LENGTH, { error: 'too_long' })
    .optional()
    .transform((value) => (value?.trim() ? value : null)),
  genre: optionalText(),
  language: optionalText(),
  artistName: optionalText(),
  featuredArtists: cleanString().max(1000, { error: 'too_long' }).optional().transform(splitNames),
  isrc: optionalText(),
  composerName: optionalText(),
  composerSpotifyUri: optionalText(),
  contributors: z
    .array(z.object({ name: text(), role: cleanString().trim().optional().transform((value) => value ?? ''), sharePercent: share() }))
    .optional()
    .transform((value) => value ?? []),
  performers: z
    .array(z.object({ name: text(), instrument: optionalText() }))
    .optional()
    .transform((value) => value ?? []),
});
export type TrackInput = z.infer<typeof trackSchema>;
