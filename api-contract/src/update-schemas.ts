import { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from '@slipcase/domain';
import { z } from 'zod';
import { calendarDay, cleanString } from './clean-input';

// `POST /v1/releases/{id}/updates`: an update of a release the stores have (approved or live). What stores accept
// is checked by the service; a title or a track's ISRC may be sent and is refused with the reason.

const text = () => cleanString().max(TEXT_MAX_LENGTH, { error: 'too_long' });

const trackUpdateSchema = z.strictObject({
  trackId: cleanString(),
  explicit: z.boolean().optional(),
  lyrics: cleanString('lines').max(LYRICS_MAX_LENGTH, { error: 'too_long' }).nullable().optional(),
  genre: text().nullable().optional(),
  contributors: z.array(z.strictObject({ name: text(), role: text(), sharePercent: z.number().nullable() })).optional(),
  performers: z.array(z.strictObject({ name: text(), instrument: text().nullable() })).optional(),
  title: text().optional().meta({ description: 'Refused: a new title needs a new release.' }),
  isrc: text().optional().meta({ description: 'Refused: it would break the track’s links in the stores.' }),
});

export const releaseUpdateBodySchema = z.strictObject({
  primaryGenre: text().optional(),
  secondaryGenre: text().nullable().optional(),
  label: text().nullable().optional(),
  releaseDate: calendarDay('invalid_release_date')
    .optional()
    .meta({ description: 'YYYY-MM-DD; only while the release is approved and not yet live, with the notice a new release needs.' }),
  title: text().optional().meta({ description: 'Refused: a new title needs a new release.' }),
  tracks: z.array(trackUpdateSchema).optional(),
  dryRun: z.boolean().optional().meta({ description: 'Answer each store’s message diff without sending anything.' }),
});

const storeDiffSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  patch: z.string().meta({ description: 'A unified diff of the store’s message: as it has it, and as the update sends it.' }),
  resend: z.array(z.string()).meta({ description: 'Resources sent again (the cover when the artwork changed).' }),
  valid: z.boolean(),
});

export const releaseUpdateAnswerSchema = z.object({
  fields: z.array(z.string()).meta({ description: 'What the update changes: artwork, genre, credits, lyrics, explicit, label, releaseDate.' }),
  needsReview: z.boolean(),
  update: z
    .object({ revisionId: z.string(), revisionNo: z.number().int(), workflowId: z.string() })
    .nullable()
    .meta({ description: 'The update sent; null for a dry run.' }),
  stores: z.array(storeDiffSchema).meta({ description: 'Each store’s diff (dry run only; empty otherwise).' }),
  notSent: z
    .array(z.object({ storeId: z.string(), name: z.string(), reason: z.enum(['updates_not_supported']) }))
    .meta({ description: 'Stores that have the release and take no updates: they keep the version they have (dry run only; empty otherwise).' }),
});
export type ReleaseUpdateAnswer = z.infer<typeof releaseUpdateAnswerSchema>;
