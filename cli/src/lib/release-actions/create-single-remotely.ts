import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { checkArtwork, checkAudio, RELEASE_AGREEMENTS } from '@slipcase/domain';
import { inspectImage, probeAudio } from '@slipcase/plugin-contract';
import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { InvalidInputError, type InputProblem } from '../invalid-input';
import { errorMessage } from '../messages';
import { pickArtist } from '../pick-artist';
import { remoteAccount } from '../remote/account';
import type { ApiClient } from '../remote/api-client';
import { missingReleaseFiles } from '../release-files';
import { ProgressBar } from '../upload/progress-bar';
import type { ReleaseBody, TrackBody } from '../upload/request-bodies';
import { sendFile, type FileToSend } from '../upload/send-file';
import { releasePath, type ReleaseAnswer } from './remote-release';
import type { NewSingle } from './release-actions';

/** The API's fields as the flags of `release create` name them. */
const RELEASE_FLAGS: Record<string, string> = { artistId: 'artist', releaseDate: 'release-date' };
const TRACK_FLAGS: Record<string, string> = { title: 'track-title' };

/** The server's problems of one call, named after the flags they came from. */
async function asFlags<T>(flags: Record<string, string>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(error.problems.map((problem) => ({ ...problem, field: flags[problem.field] ?? problem.field })));
  }
}

/** The files checked here first, as the server would check them (format, length, size, dimensions): nothing is sent unless both pass. */
async function checkMedia(input: NewSingle): Promise<{ audio: FileToSend; cover: FileToSend; bytes: number }> {
  const missing = await missingReleaseFiles(input);
  if (missing.length > 0) throw new InvalidInputError(missing);
  const [audio, cover] = await Promise.all([probeAudio(input.audioPath), inspectImage(input.coverPath)]);
  const problems: InputProblem[] = [...checkAudio(audio, 'audio'), ...checkArtwork(cover, 'cover')].map((error) => ({
    field: error.field,
    code: error.code,
    message: errorMessage(error.code, error.params),
  }));
  if (problems.length > 0) throw new InvalidInputError(problems);
  return {
    audio: { path: resolve(input.audioPath), name: input.audioPath, format: audio.format },
    cover: { path: resolve(input.coverPath), name: input.coverPath, format: cover.format },
    bytes: audio.sizeBytes + cover.sizeBytes,
  };
}

/**
 * `release create` on a server: the files checked here, the artist found among the account's, then the draft
 * made (`POST /v1/releases`, under a fresh idempotency key so that a cut connection may send it again), its cover
 * and audio streamed with a progress bar, and the track's credits set as a local creation sets them (the account
 * holder writes 100% of it; the server credits them as performer). The artist's main genre and English are the
 * release's genre and language. Returns the new release's id.
 */
export async function createSingleRemotely(api: ApiClient, input: NewSingle, options: { stderr: NodeJS.WriteStream }): Promise<string> {
  const files = await checkMedia(input);
  const [account, { artists }] = await Promise.all([remoteAccount(api), api.request<{ artists: ArtistJson[] }>('GET', 'artists')]);
  const artist = pickArtist(
    artists.filter((each) => each.id === input.artist || each.name === input.artist),
    input.artist,
    account.username,
  );
  const body: ReleaseBody = {
    title: input.title,
    artistId: artist.id,
    type: 'single',
    primaryGenre: artist.mainGenre,
    language: 'en',
    // Without one, the server's new draft gets the earliest date a standard release accepts in the account's time zone.
    ...(input.releaseDate && { releaseDate: input.releaseDate }),
    ...(input.agreementsAccepted && { agreements: [...RELEASE_AGREEMENTS] }),
  };
  const { release } = await asFlags(RELEASE_FLAGS, () => api.request<ReleaseAnswer>('POST', 'releases', { json: body, idempotencyKey: randomUUID() }));

  const progress = new ProgressBar(options.stderr, { bytes: files.bytes, releases: 1 });
  const onBytes = (bytes: number) => progress.addBytes(bytes);
  try {
    await sendFile(api, { method: 'PUT', path: releasePath(release.id, 'artwork') }, files.cover, onBytes);
    const { track } = await asFlags(TRACK_FLAGS, () =>
      sendFile<{ track: { id: string } }>(api, { method: 'POST', path: releasePath(release.id, 'tracks'), query: { title: input.trackTitle } }, files.audio, onBytes),
    );
    const details: TrackBody = { explicit: input.explicit ?? false, contributors: [{ name: account.name, role: 'writer', sharePercent: 100 }] };
    await api.request('PATCH', releasePath(release.id, `tracks/${encodeURIComponent(track.id)}`), { json: details });
  } catch (error) {
    options.stderr.write(`\nThe draft ${release.id} was made, but not finished: see \`slipcase release status ${release.id}\`, or finish it on the web.\n`);
    throw error;
  }
  progress.releaseDone(input.title);
  progress.finish();
  return release.id;
}
