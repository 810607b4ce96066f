import type { SubmissionResult } from '@conform-to/react';
import { artistPageInput, artistPageSchema } from '@slipcase/api-contract/artist-page-schemas';
import { ARTIST_IMAGE_MAX_BYTES, checkArtistImage, type Plan } from '@slipcase/domain';
import { saveArtistPage } from '@slipcase/services/artist-pages/artist-page-editor';
import { prepareArtistPicture } from '@slipcase/services/artists/save-artist';
import { groupByField } from '../artists/artists.server';
import { serviceDeps } from '../deps.server';
import { readForm } from '../read-form.server';
import { withMultipartForm } from '../uploads.server';

export type PageFormResult = { ok: true; handle: string } | { ok: false; status: number; reply: SubmissionResult<string[]> };

/**
 * Receives the Slipcase.Me editor (multipart, the cropped picture streamed to a temporary file) and saves the
 * owner's page. Refuses with the form's errors, nothing saved: any rule of the page under the owner's plan, a taken
 * handle (409), a picture that is not a square JPEG/PNG of at least 300 px. Somebody else's page is not found.
 */
export async function receivePageForm(request: Request, owner: { id: string; plan: Plan }, pageId: string): Promise<PageFormResult> {
  return withMultipartForm(request, { maxBytes: { image: ARTIST_IMAGE_MAX_BYTES + 1024 * 1024 } }, async (form) => {
    if (!form.ok) {
      const error = groupByField(checkArtistImage({ format: 'jpeg', width: 0, height: 0, sizeBytes: Infinity }));
      return { ok: false, status: 413, reply: { status: 'error', error } };
    }
    const submission = await readForm(form.formData, artistPageSchema(owner.plan));
    if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply({ hideFields: ['image'] }) };
    const upload = form.file('image');
    const picture = upload && upload.size > 0 ? await prepareArtistPicture(upload.path) : null;
    if (picture && 'errors' in picture) {
      return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(picture.errors), hideFields: ['image'] }) };
    }
    const saved = await saveArtistPage(await serviceDeps(), {
      ownerId: owner.id,
      pageId,
      page: artistPageInput(submission.value),
      picturePath: picture?.path ?? null,
    });
    if (saved.ok) return saved;
    const status = saved.errors.some((error) => error.code === 'handle_taken') ? 409 : 400;
    return { ok: false, status, reply: submission.reply({ fieldErrors: groupByField(saved.errors), hideFields: ['image'] }) };
  });
}
