import { z } from 'zod';

/** A chosen, non-empty file: a browser File, or on the server the file the upload was streamed to. */
function isChosenFile(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'size' in value && typeof value.size === 'number' && value.size > 0;
}

/** The new-release form, checked in the browser before uploading and again on the server. Messages are error codes. */
export const newReleaseSchema = z.object({
  artistId: z.string({ error: 'required' }),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  releaseDate: z.string({ error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
  trackTitle: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  explicit: z.boolean().optional(),
  /** The release agreements (rights owned, not infringing, terms), all accepted at once. */
  agreementsAccepted: z.boolean().optional(),
  audio: z.custom<File>(isChosenFile, { error: 'required' }),
  cover: z.custom<File>(isChosenFile, { error: 'required' }),
});

export const AUDIO_ACCEPT = '.wav,.flac,.mp3,.aif,.aiff';
export const COVER_ACCEPT = 'image/jpeg,image/png';
