import type { SubmissionResult } from '@conform-to/react';
import { ARTIST_IMAGE_MAX_BYTES, checkArtistImage, normalizeArtistProfile, type FieldError } from '@slipcase/domain';
import { prepareArtistPicture, saveArtist } from '@slipcase/services/artists/save-artist';
import { artistSchema } from '../../lib/artist-schema';
import { encodeError } from '../../lib/error-messages';
import { serviceDeps } from '../deps.server';
import { withMultipartForm } from '../uploads.server';
import { readForm } from '../read-form.server';

export const artistsPath = '/artists';

export type ArtistFormResult =
  | { ok: true; artistId: string; name: string }
  | { ok: false; status: number; reply: SubmissionResult<string[]> };

export function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

const failed = (status: number, error: Record<string, string[]>): ArtistFormResult => ({
  ok: false,
  status,
  reply: { status: 'error', error },
});

/**
 * Receives the artist form (multipart, the cropped picture streamed to a temporary file) and creates the artist
 * (`artistId` null) or updates the owner's artist. Refuses, with the form's errors: invalid fields, a picture that is
 * not a square JPEG/PNG of at least 300 px, and (creating) a plan's last profile already used (`artist_limit`).
 * An artist of somebody else is not found (404).
 */
export async function receiveArtistForm(
  request: Request,
  owner: { id: string },
  artistId: string | null,
): Promise<ArtistFormResult> {
  return withMultipartForm(request, { maxBytes: { image: ARTIST_IMAGE_MAX_BYTES + 1024 * 1024 } }, async (form) => {
    if (!form.ok) return failed(413, groupByField(checkArtistImage({ format: 'jpeg', width: 0, height: 0, sizeBytes: Infinity })));
    const submission = await readForm(form.formData, artistSchema);
    if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply({ hideFields: ['image'] }) };

    const upload = form.file('image');
    const picture = upload && upload.size > 0 ? await prepareArtistPicture(upload.path) : null;
    if (picture && 'errors' in picture) {
      return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(picture.errors), hideFields: ['image'] }) };
    }
    const { name = '', type = '', mainGenre = '' } = submission.value;
    const profile = normalizeArtistProfile({ ...submission.value, name, type, mainGenre });
    const saved = await saveArtist(await serviceDeps(), { ownerId: owner.id, artistId, profile, picturePath: picture?.path ?? null });
    if (saved.ok) return { ok: true, artistId: saved.artistId, name: profile.name };
    if (saved.kind === 'not_found') throw new Response('Not found', { status: 404 });
    if (saved.kind === 'picture_not_stored') return failed(500, { image: ['upload_failed'] });
    return { ok: false, status: 403, reply: submission.reply({ formErrors: saved.errors.map(encodeError), hideFields: ['image'] }) };
  });
}
