import { RELEASE_AGREEMENTS, RELEASE_SCHEDULES, RELEASE_STATUSES, RELEASE_TYPES } from '@slipcase/domain';
import { z } from 'zod';
import { listLimit } from './list-limit';
import { calendarDay, cleanString, RECORD_ID_PATTERN, recordIdSchema } from './clean-input';
import { TEXT_MAX_LENGTH } from './text-limits';
import { apiNames, apiOptionalText, coverJsonSchema, trackJsonSchema } from './track-schemas';

// What `/v1` takes and answers about releases (decision 018). Required fields are the domain's to report, so that
// every problem shows at once, with the wizard's codes and messages.

const isoDate = () => calendarDay('invalid_release_date');

/** Text that must be there: at least one character that is not a space (what the domain calls not blank). */
const requiredText = (error: string) =>
  cleanString('line', { error })
    .trim()
    .max(TEXT_MAX_LENGTH, { error: 'too_long' })
    .regex(/\S/, { error });

/** A field the release must have, which a change may set but never clear. */
const requiredChoice = (error: string) => requiredText(error).meta({ description: 'Required; never null or blank.' });

/** Sent, the agreements must all be there: the wizard's last step accepts them together. */
const agreementsSchema = z
  .array(z.enum(RELEASE_AGREEMENTS, { error: 'invalid_choice' }))
  .refine((accepted) => RELEASE_AGREEMENTS.every((agreement) => accepted.includes(agreement)), { error: 'agreement_required' })
  .meta({
    description: 'The release agreements accepted: sent, it holds all of them (each is needed to submit).',
    allOf: RELEASE_AGREEMENTS.map((agreement) => ({ contains: { const: agreement } })),
  });

/** `POST /v1/releases` and `PATCH /v1/releases/{id}`: the fields to set, as the wizard's steps name them. */
const releaseFields = z.strictObject({
  title: requiredText('title_required'),
  artistId: cleanString('line', { error: 'artist_required' })
    .regex(RECORD_ID_PATTERN, { error: 'artist_required' })
    .meta({ description: 'One of the account’s artists (GET /v1/artists).' }),
  type: z.enum(RELEASE_TYPES, { error: 'invalid_choice' }).meta({ description: 'Free plans make singles.' }),
  primaryGenre: requiredChoice('primary_genre_required'),
  secondaryGenre: apiOptionalText(),
  language: requiredChoice('language_required').meta({ description: 'A language code, such as en; required.' }),
  label: apiOptionalText(),
  upc: apiOptionalText().meta({ description: 'PRO and Advanced only; one is assigned otherwise.' }),
  featuredArtists: apiNames(),
  platforms: z
    .array(cleanString())
    .max(100, { error: 'invalid_input' })
    .meta({ description: 'Store ids; premium-only stores are left out on the free plan, with a warning.' }),
  releaseDate: isoDate(),
  schedule: z.enum(RELEASE_SCHEDULES, { error: 'invalid_choice' }),
  presaveEnabled: z.boolean(),
  presaveDate: isoDate().nullable(),
  agreements: agreementsSchema,
});

export const releaseChangesSchema = releaseFields.partial();
export type ReleaseChanges = z.output<typeof releaseChangesSchema>;

/** `POST /v1/releases`: the changes, with what the wizard's first step needs (title, artist, type, genre, language). */
export const newReleaseSchema = releaseFields.partial({
  secondaryGenre: true,
  label: true,
  upc: true,
  featuredArtists: true,
  platforms: true,
  releaseDate: true,
  schedule: true,
  presaveEnabled: true,
  presaveDate: true,
  agreements: true,
});

export const releaseJsonSchema = z.object({
  id: z.string(),
  status: z.enum(RELEASE_STATUSES),
  title: z.string(),
  artist: z.object({ id: z.string(), name: z.string() }),
  type: z.string(),
  primaryGenre: z.string(),
  secondaryGenre: z.string().nullable(),
  language: z.string(),
  label: z.string().nullable(),
  upc: z.string(),
  /** The UPC was entered rather than assigned. */
  upcEntered: z.boolean(),
  featuredArtists: z.array(z.string()),
  platforms: z.array(z.string()),
  releaseDate: z.string(),
  schedule: z.string(),
  presaveEnabled: z.boolean(),
  presaveDate: z.string().nullable(),
  agreements: z.array(z.string()),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cover: coverJsonSchema.nullable(),
  tracks: z.array(trackJsonSchema),
});
export type ReleaseJson = z.infer<typeof releaseJsonSchema>;

export const releaseSummarySchema = z.object({
  id: z.string(),
  status: z.enum(RELEASE_STATUSES),
  title: z.string(),
  type: z.string(),
  artist: z.object({ id: z.string(), name: z.string() }),
  upc: z.string(),
  releaseDate: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  trackCount: z.number().int(),
  hasCover: z.boolean(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

export const RELEASES_PAGE_MAX = 200;

export const releaseListQuerySchema = z.strictObject({
  limit: listLimit(RELEASES_PAGE_MAX)
    .default(50),
  cursor: recordIdSchema
    .optional()
    .meta({ description: 'The previous page’s nextCursor: the id of one of the account’s releases (another is a 404).' }),
});

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A client's key for one creation: 1 to 200 visible ASCII characters (a UUID will do). Spaces and tabs around it
 * are HTTP's own (RFC 9110 §5.5: no field value keeps them), so the pattern lets them be; a blank value reaches
 * the server as no header at all, so blank is no key.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[ \t]*(?:[\x21-\x7e]{1,200}[ \t]*)?$/)
  .trim();
