import { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from '@slipcase/domain';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { releaseUpdateBodySchema } from '@slipcase/api-contract/update-schemas';
import { z } from 'zod';

export const UPDATE_INTENTS = ['preview', 'send'] as const;

const text = cleanString().max(TEXT_MAX_LENGTH, { error: 'too_long' }).optional();
const row = z.object({ name: text, role: text, sharePercent: z.number({ error: 'invalid_share' }).min(0).max(100).optional(), instrument: text });

/**
 * The update form: what a release the stores have may change; the service decides what actually changed. The
 * release date is `/v1`'s (`POST /v1/releases/{id}/updates`), so that the page and the API take the same days.
 */
export const releaseUpdateSchema = z.object({
  intent: z.enum(UPDATE_INTENTS),
  label: text,
  primaryGenre: text,
  secondaryGenre: text,
  releaseDate: releaseUpdateBodySchema.shape.releaseDate,
  tracks: z
    .array(
      z.object({
        trackId: cleanString(),
        explicit: z.boolean().optional(),
        lyrics: cleanString('lines').max(LYRICS_MAX_LENGTH, { error: 'too_long' }).optional(),
        contributors: z.array(row).optional(),
        performers: z.array(row).optional(),
      }),
    )
    .optional(),
});

export type ReleaseUpdateForm = z.infer<typeof releaseUpdateSchema>;

/**
 * The form's values as the update's changes: only the fields the page showed, blank rows left out. A track's own
 * genre has no field on the page: it is left as it is.
 */
export function changesOf(value: ReleaseUpdateForm, shown: { releaseDate: boolean; credits: boolean; lyrics: boolean; genre: boolean }) {
  const named = <T extends { name?: string }>(rows: readonly T[] | undefined) => (rows ?? []).filter((r) => r.name?.trim());
  return {
    label: value.label ?? null,
    ...(shown.genre && { primaryGenre: value.primaryGenre ?? '', secondaryGenre: value.secondaryGenre ?? null }),
    ...(shown.releaseDate && value.releaseDate !== undefined && { releaseDate: value.releaseDate }),
    tracks: (value.tracks ?? []).map((track) => ({
      trackId: track.trackId,
      explicit: track.explicit ?? false,
      ...(shown.lyrics && { lyrics: track.lyrics ?? null }),
      ...(shown.credits && {
        contributors: named(track.contributors).map((c) => ({ name: c.name ?? '', role: c.role ?? '', sharePercent: c.sharePercent ?? null })),
        performers: named(track.performers).map((p) => ({ name: p.name ?? '', instrument: p.instrument ?? null })),
      }),
    })),
  };
}
