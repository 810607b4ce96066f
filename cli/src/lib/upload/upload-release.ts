import { isEditable } from '@slipcase/domain';
import type { ReadyFile, ReadyRelease, ReadyTrack } from '../manifest';
import { releaseBody, trackBody } from './request-bodies';
import type { UploadDesk } from './upload-desk';

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

/**
 * Brings one release of the account (on the server or locally: `desk`) to what the manifest says, sending only what is missing: the release made
 * once (its idempotency key), the cover and each track's audio only when the server's SHA-256 differs, the
 * details every time (cheap and idempotent), then the submission when asked. New tracks go in one call, in the
 * manifest's order, so a track's number on the server is its number in the manifest; a re-run after a cut picks
 * up where it stopped.
 */
export async function uploadRelease(desk: UploadDesk, ready: ReadyRelease, artistId: string, options: UploadReleaseOptions): Promise<ReleaseOutcome> {
  const body = releaseBody(ready, artistId, options.acceptAgreements);
  const made = await desk.createRelease(body, ready.idempotencyKey);
  let release = made.release;
  const outcome: ReleaseOutcome = {
    ref: ready.ref,
    releaseId: release.id,
    title: release.title,
    created: made.created,
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
  if (!outcome.created) release = await desk.changeRelease(release.id, body);

  const sent = (file: ReadyFile) => {
    outcome.filesSent += 1;
    outcome.bytesSent += file.bytes;
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
      else {
        await desk.putTrackAudio(release.id, existing.id, track.audio, options.onBytes);
        sent(track.audio);
      }
      await desk.changeTrack(release.id, existing.id, trackBody(track.draft));
    }
    // The others (the last ones: numbers on the server have no gaps) in one call with their details, all or none.
    if (missing.length > 0) {
      await desk.addTracks(release.id, missing);
      for (const track of missing) {
        sent(track.audio);
        options.onBytes(track.audio.bytes);
      }
    }
    // Tracks the manifest no longer has (it changed since an earlier run), last first so numbers stay put.
    const extra = release.tracks.filter((track) => track.number > ready.tracks.length).sort((a, b) => b.number - a.number);
    for (const track of extra) await desk.removeTrack(release.id, track.id);
  };
  // The cover goes while the tracks do: the server reads them at the same time.
  const cover = async () => {
    if (release.cover?.sha256 === ready.cover.sha256) return keep(ready.cover);
    await desk.putCover(release.id, ready.cover, options.onBytes);
    sent(ready.cover);
  };
  await Promise.all([cover(), sendTracks()]);

  if (options.submit && release.status === 'draft') {
    await desk.submit(release.id);
    outcome.submitted = true;
    outcome.status = 'submitted';
  }
  return outcome;
}
