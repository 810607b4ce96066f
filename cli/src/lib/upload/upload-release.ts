import { isEditable } from '@slipcase/domain';
import type { ReleaseJson } from '@slipcase/web/app/server/api/release-schemas';
import type { ReadyFile, ReadyRelease } from '../manifest';
import type { ApiClient } from '../remote/api-client';
import { releaseBody, trackBody } from './request-bodies';
import { sendFile } from './send-file';

export interface UploadReleaseOptions {
  acceptAgreements: boolean;
  submit: boolean;
  /** Bytes of this release's files sent, or found already on the server. */
  onBytes: (bytes: number) => void;
}

export interface ReleaseOutcome {
  ref: string;
  releaseId: string;
  title: string;
  /** Made by this run (false: found from an earlier run by its idempotency key). */
  created: boolean;
  filesSent: number;
  filesKept: number;
  bytesSent: number;
  submitted: boolean;
  status: string;
}

type ReleaseAnswer = { release: ReleaseJson };

/**
 * Brings one release on the server to what the manifest says, sending only what is missing: the release made
 * once (its idempotency key), the cover and each track's audio only when the server's SHA-256 differs, the
 * details every time (cheap and idempotent), then the submission when asked. Tracks go one after another so that
 * a track's number on the server is its number in the manifest; a re-run after a cut picks up where it stopped.
 */
export async function uploadRelease(api: ApiClient, ready: ReadyRelease, artistId: string, options: UploadReleaseOptions): Promise<ReleaseOutcome> {
  const body = releaseBody(ready, artistId, options.acceptAgreements);
  const made = await api.requestWithStatus<ReleaseAnswer>('POST', 'releases', { json: body, idempotencyKey: ready.idempotencyKey });
  let release = made.body.release;
  const outcome: ReleaseOutcome = {
    ref: ready.ref,
    releaseId: release.id,
    title: release.title,
    created: made.status === 201,
    filesSent: 0,
    filesKept: 0,
    bytesSent: 0,
    submitted: false,
    status: release.status,
  };
  const allBytes = ready.cover.bytes + ready.tracks.reduce((sum, track) => sum + track.audio.bytes, 0);
  if (!isEditable(release.status)) {
    // Sent and submitted on an earlier run: nothing left to change.
    options.onBytes(allBytes);
    return { ...outcome, filesKept: ready.tracks.length + 1 };
  }
  if (!outcome.created) release = (await api.request<ReleaseAnswer>('PATCH', `releases/${release.id}`, { json: body })).release;

  const send = async (method: string, path: string, file: ReadyFile, query?: Record<string, string>) => {
    const answer = await sendFile<unknown>(api, { method, path, ...(query && { query }) }, file, options.onBytes);
    outcome.filesSent += 1;
    outcome.bytesSent += file.bytes;
    return answer;
  };
  const keep = (file: ReadyFile) => {
    outcome.filesKept += 1;
    options.onBytes(file.bytes);
  };

  if (release.cover?.sha256 === ready.cover.sha256) keep(ready.cover);
  else await send('PUT', `releases/${release.id}/artwork`, ready.cover);

  for (const track of ready.tracks) {
    const existing = release.tracks.find((candidate) => candidate.number === track.draft.number);
    let trackId = existing?.id;
    if (existing?.audio.sha256 === track.audio.sha256) keep(track.audio);
    else if (existing) await send('PUT', `releases/${release.id}/tracks/${existing.id}/audio`, track.audio);
    else {
      const added = (await send('POST', `releases/${release.id}/tracks`, track.audio, { title: track.draft.title })) as { track: { id: string } };
      trackId = added.track.id;
    }
    await api.request('PATCH', `releases/${release.id}/tracks/${trackId}`, { json: trackBody(track.draft) });
  }
  // Tracks the manifest no longer has (it changed since an earlier run), last first so numbers stay put.
  const extra = release.tracks.filter((track) => track.number > ready.tracks.length).sort((a, b) => b.number - a.number);
  for (const track of extra) await api.request('DELETE', `releases/${release.id}/tracks/${track.id}`);

  if (options.submit && release.status === 'draft') {
    await api.request('POST', `releases/${release.id}/submit`);
    outcome.submitted = true;
    outcome.status = 'submitted';
  }
  return outcome;
}
