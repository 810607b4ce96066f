import { fileMedia, refuse, uploadField, type MediaDeps, type MediaResult, type UploadKind } from '@slipcase/services';
import type { FileStore } from '@tus/file-store';
import { findUpload, removeUpload } from './tus-store.server';

export interface UploadDeps extends MediaDeps {
  /** The tus folder the upload was sent to. */
  uploads: FileStore;
}

export interface ProcessUploadInput {
  userId: string;
  uploadId: string;
  kind: UploadKind;
  releaseId: string;
  /** Audio only: the track whose audio is replaced. */
  trackId?: string | null;
}

/**
 * Files a finished tus upload (docs/decisions/016) as the service files any received file (fileMedia). The
 * caller's upload is removed in every case but one: an upload not yet complete is kept so the browser can resume
 * it, or one the call names the wrong target for (`invalid_input`). An upload of another account is `not_found` and left alone.
 */
export async function processUpload(deps: UploadDeps, input: ProcessUploadInput): Promise<MediaResult> {
  const field = uploadField(input.kind);
  const upload = await findUpload(deps.uploads, input.uploadId);
  if (!upload || upload.metadata.userId !== input.userId) return refuse('not_found', field);
  if (!upload.complete) return refuse('upload_failed', field);
  const trackId = input.trackId ?? upload.metadata.trackId;
  const { metadata } = upload;
  // A call naming another target is a mistake of the call, not of the upload: the finished file stays for the right one.
  if (metadata.kind !== input.kind || metadata.releaseId !== input.releaseId || (metadata.trackId ?? null) !== (trackId ?? null)) {
    return refuse('invalid_input', field);
  }
  try {
    const file = { path: upload.path, filename: metadata.filename };
    return await fileMedia(deps, { userId: input.userId, releaseId: input.releaseId, kind: input.kind, trackId, file });
  } finally {
    await removeUpload(deps.uploads, upload.id);
  }
}
