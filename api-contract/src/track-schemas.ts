import { CONTRIBUTOR_ROLES, INSTRUMENTS, TRACK_VERSIONS } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString } from './clean-input';
import { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from './text-limits';

// What `/v1` takes and answers about tracks (decision 018). Bodies only make the input storable, as the wizard's
// forms do; the rules of 001 §5 are the domain's, run on the release as it would be.

/** A name or title: trimmed, at most 200 characters. */
export const apiText = () => cleanString().trim().max(TEXT_MAX_LENGTH, { error: 'too_long' });

/** Optional text: blank or null is none. */
export const apiOptionalText = () =>
  apiText()
    .nullable()
    .transform((value) => value || null);

/** Names, trimmed, without empties or repeats. */
export const apiNames = () =>
  z
    .array(apiText())
    .max(50, { error: 'invalid_input' })
    .transform((names) => [...new Set(names.filter(Boolean))]);

const contributor = z.strictObject({
  name: apiText(),
  role: z.enum(CONTRIBUTOR_ROLES, { error: 'invalid_contributor_role' }),
  sharePercent: z.number({ error: 'invalid_share' }).min(0, { error: 'invalid_share' }).max(100, { error: 'invalid_share' }).nullable(),
});

const performer = z.strictObject({
  name: apiText(),
  instrument: z.enum(INSTRUMENTS, { error: 'invalid_instrument' }).nullable(),
});

/** `PATCH /v1/releases/{id}/tracks/{trackId}`: the fields to change; credits are replaced as a whole list. */
export const trackChangesSchema = z
  .strictObject({
    title: apiText(),
    version: z.enum(TRACK_VERSIONS, { error: 'invalid_track_version' }).nullable().meta({ description: 'Null for the original.' }),
    explicit: z.boolean(),
    hasLyrics: z.boolean(),
    lyrics: cleanString('lines')
      .max(LYRICS_MAX_LENGTH, { error: 'too_long' })
      .nullable()
      .transform((value) => (value?.trim() ? value : null)),
    genre: apiOptionalText().meta({ description: "Null: the release's primary genre." }),
    language: apiOptionalText().meta({ description: "Null: the release's language." }),
    artistName: apiOptionalText().meta({ description: "The track's own main artist; null: the release's artist." }),
    featuredArtists: apiNames(),
    isrc: apiOptionalText().meta({ description: 'PRO and Advanced only; null keeps the assigned one.' }),
    composerName: apiOptionalText(),
    composerSpotifyUri: apiOptionalText(),
    contributors: z.array(contributor).max(50, { error: 'invalid_input' }).meta({ description: 'Shares total exactly 100.' }),
    performers: z
      .array(performer)
      .max(50, { error: 'invalid_input' })
      .meta({ description: 'Without any, the account holder is credited as performer.' }),
  })
  .partial();
export type TrackChanges = z.output<typeof trackChangesSchema>;

/** `POST /v1/releases/{id}/tracks?title=`: the new track's title (the `X-Filename` header's file name otherwise). */
export const newTrackQuerySchema = z.strictObject({
  title: apiText().min(1, { error: 'title_required' }).optional(),
});

const sha256 = () => z.string().regex(/^[0-9a-f]{64}$/).meta({ description: 'SHA-256 of the stored file, hex.' });

export const audioJsonSchema = z.object({
  format: z.string(),
  bytes: z.number().int(),
  sha256: sha256(),
  durationMs: z.number().int(),
  sampleRate: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  bitsPerSample: z.number().int().nullable(),
});

export const trackJsonSchema = z.object({
  id: z.string(),
  number: z.number().int().min(1),
  title: z.string(),
  version: z.string().nullable(),
  isrc: z.string(),
  /** The ISRC was entered rather than assigned. */
  isrcEntered: z.boolean(),
  explicit: z.boolean(),
  hasLyrics: z.boolean(),
  lyrics: z.string().nullable(),
  genre: z.string().nullable(),
  language: z.string().nullable(),
  artistName: z.string().nullable(),
  featuredArtists: z.array(z.string()),
  composerName: z.string().nullable(),
  composerSpotifyUri: z.string().nullable(),
  contributors: z.array(z.object({ name: z.string(), role: z.string(), sharePercent: z.number().nullable() })),
  performers: z.array(z.object({ name: z.string(), instrument: z.string().nullable() })),
  audio: audioJsonSchema,
});
export type TrackJson = z.infer<typeof trackJsonSchema>;

export const coverJsonSchema = z.object({
  format: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  sha256: sha256().nullable(),
});
export type CoverJson = z.infer<typeof coverJsonSchema>;
