import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { isEditable } from '@slipcase/domain';
import { mediaTypeOf } from '@slipcase/plugin-contract/batch/resource-paths';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { ReadyFile, ReadyRelease, ReadyTrack } from '../manifest';
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

/** `POST /v1/releases/{id}/tracks/batch`'s form: the tracks' details, then their audio streamed from disk. */
async function tracksForm(tracks: readonly ReadyTrack[]): Promise<FormData> {
  const form = new FormData();
  form.append('tracks', JSON.stringify(tracks.map((track) => trackBody(track.draft))));
  for (const { audio } of tracks) form.append('audio', await openAsBlob(audio.path, { type: mediaTypeOf(audio.format) }), basename(audio.name));
  return form;
}

/**
 * Brings one release on the server to what the manifest says, sending only what is missing: the release made
 * once (its idempotency key), the cover and each track's audio only when the server's SHA-256 differs, the
 * details every time (cheap and idempotent), then the submission when asked. New tracks go in one call, in the
 * manifest's order, so a track's number on the server is its number in the manifest; a re-run after a cut picks
 * up where it stopped.
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

  const send = async (method: string, path: string, file: ReadyFile) => {
    const answer = await sendFile<unknown>(api, { method, path }, file, options.onBytes);
    outcome.filesSent += 1;
    outcome.bytesSent += file.bytes;
    return answer;
  };
  const keep = (file: ReadyFile) => {
    outcome.filesKept += 1;
    options.onBytes(file.bytes);
  };

  const sendTracks = async () => {
    // Tracks already there keep their number: new audio only when it differs, the details every time.
    const missing: ReadyTrack[] = [];
    for (const track of ready.tracks) {
      const existing = release.tracks.find((candidate) => candidate.number === track.draft.number);
      if (!existing) {
        missing.push(track);
        continue;
      }
      if (existing.audio.sha256 === track.audio.sha256) keep(track.audio);
      else await send('PUT', `releases/${release.id}/tracks/${existing.id}/audio`, track.audio);
      await api.request('PATCH', `releases/${release.id}/tracks/${existing.id}`, { json: trackBody(track.draft) });
    }
    // The others (the last ones: numbers on the server have no gaps) in one call with their details, all or none.
    if (missing.length > 0) {
      await api.uploadForm('POST', `releases/${release.id}/tracks/batch`, await tracksForm(missing));
      for (const track of missing) {
        outcome.filesSent += 1;
        outcome.bytesSent += track.audio.bytes;
        options.onBytes(track.audio.bytes);
      }
    }
    // Tracks the manifest no longer has (it changed since an earlier run), last first so numbers stay put.
    const extra = release.tracks.filter((track) => track.number > ready.tracks.length).sort((a, b) => b.number - a.number);
    for (const track of extra) await api.request('DELETE', `releases/${release.id}/tracks/${track.id}`);
  };
  // The cover goes while the tracks do: the server reads them at the same time.
  const cover = async () => (release.cover?.sha256 === ready.cover.sha256 ? keep(ready.cover) : send('PUT', `releases/${release.id}/artwork`, ready.cover));
  await Promise.all([cover(), sendTracks()]);

  if (options.submit && release.status === 'draft') {
    await api.request('POST', `releases/${release.id}/submit`);
    outcome.submitted = true;
    outcome.status = 'submitted';
  }
  return outcome;
}
