import { fileArtwork } from './file-artwork';
import { fileAudio } from './file-audio';
import type { FilingTarget, MediaDeps, ReceivedMedia } from './media-deps';
import type { MediaResult } from './media-result';
import { findUploadTarget } from './upload-target';

/**
 * Checks a received file (a finished tus upload, a `/v1` body) for what it really is against the domain's rules
 * and files it: artwork becomes the release's cover, audio a new track or the new audio of `trackId`. The target
 * is looked at before the file is read (a release that is not the user's, or cannot take the file, costs no
 * ffmpeg run), and again under the release's lock. A refused or failed file leaves no stored file and no row;
 * the caller owns the file and removes it.
 */
export async function fileMedia(deps: MediaDeps, input: FilingTarget & { file: ReceivedMedia }): Promise<MediaResult> {
  const found = await findUploadTarget(deps.prisma, input);
  if (!found.ok) return found;
  return input.kind === 'audio' ? fileAudio(deps, input) : fileArtwork(deps, input);
}
