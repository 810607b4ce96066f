import { isEditable } from '@slipcase/domain';
import { COVER_FIELDS, findOwnRelease, loadDraft, loadCover as loadCoverColumns, loadTrack as loadTrackRow, ownsRelease } from '@slipcase/services';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import type { DraftRow } from '../wizard/draft.server';

export { coverJson, releaseJson, trackJson } from '@slipcase/services/releases/release-json';

const db = async () => (await serviceDeps()).prisma;

export async function loadRelease(releaseId: string): Promise<DraftRow> {
  return loadDraft(await db(), releaseId);
}

/** The release's cover fields only, for an answer about the cover. */
export async function loadCover(releaseId: string): Promise<Pick<DraftRow, keyof typeof COVER_FIELDS>> {
  return loadCoverColumns(await db(), releaseId);
}

/** One track of the release with its credits (as loadRelease reads it), for an answer about that track; null if gone. */
export async function loadTrack(releaseId: string, trackId: string): Promise<DraftRow['tracks'][number] | null> {
  return loadTrackRow(await db(), releaseId, trackId);
}

/** The caller's release; another account's is not found (404), never shown. */
export async function ownRelease(caller: ApiCaller, releaseId: string): Promise<DraftRow> {
  return (await findOwnRelease(await db(), caller.user.id, releaseId)) ?? notFound();
}

/** Refuses (404) a release that is not the caller's, as ownRelease does, reading no more than its id. */
export async function requireOwnRelease(caller: ApiCaller, releaseId: string): Promise<void> {
  if (!(await ownsRelease(await db(), caller.user.id, releaseId))) notFound();
}

function notFound(): never {
  throw apiError('not_found', { field: 'id' });
}

/** The caller's release, which may still be changed: a draft, or a rejected release being fixed (else 409). */
export async function editableRelease(caller: ApiCaller, releaseId: string): Promise<DraftRow> {
  const release = await ownRelease(caller, releaseId);
  if (!isEditable(release.status)) throw apiError('invalid_transition', { field: 'status', params: { status: release.status } });
  return release;
}
