import { RELEASE_AGREEMENTS, RELEASE_SCHEDULES, RELEASE_STATUSES, RELEASE_TYPES } from '@slipcase/domain';
import { z } from 'zod';
import { calendarDay, cleanString } from './clean-input';
import { apiNames, apiOptionalText, apiText, coverJsonSchema, trackJsonSchema } from './track-schemas';

// What `/v1` takes and answers about releases (decision 018). Required fields are the domain's to report, so that
// every problem shows at once, with the wizard's codes and messages.

const isoDate = () => calendarDay('invalid_release_date');

/** `POST /v1/releases` and `PATCH /v1/releases/{id}`: the fields to set, as the wizard's steps name them. */
export const releaseChangesSchema = z
  .strictObject({
    title: apiText(),
    artistId: cleanString().meta({ description: 'One of the account’s artists (GET /v1/artists).' }),
    type: z.enum(RELEASE_TYPES, { error: 'invalid_choice' }).meta({ description: 'Free plans make singles.' }),
    primaryGenre: apiOptionalText(),
    secondaryGenre: apiOptionalText(),
    language: apiOptionalText().meta({ description: 'A language code, such as en.' }),
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
    agreements: z
      .array(z.enum(RELEASE_AGREEMENTS, { error: 'invalid_choice' }))
      .meta({ description: 'The release agreements accepted; all are needed to submit.' }),
  })
  .partial();
export type ReleaseChanges = z.output<typeof releaseChangesSchema>;

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
  limit: z.coerce
    .number({ error: 'invalid_input' })
    .int({ error: 'invalid_input' })
    .min(1, { error: 'invalid_input' })
    .max(RELEASES_PAGE_MAX, { error: 'invalid_input' })
    .default(50),
  cursor: cleanString().optional().meta({ description: 'The previous page’s nextCursor.' }),
});

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A client's key for one creation: 1 to 200 visible ASCII characters (a UUID will do). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);
