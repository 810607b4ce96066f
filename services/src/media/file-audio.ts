import type { MediaDeps, ReceivedMedia } from './media-deps';
import { Refused, uploadField } from './media-refusal';
import { trackOf, type MediaResult } from './media-result';
import { analyzeReceivedAudio, checkReadAudio } from './read-audio';
import { recordNewTracks } from './record-tracks';
import { fileUnderReleaseLock } from './release-lock';
import { suggestSongTitle } from '@slipcase/domain';
import { AUDIO_EXTENSIONS, freshKey, trackStem } from './stored-files';
import { lockedTarget } from './locked-target';

/**
 * Reads the audio (header and silences, before the lock), then under the release's lock checks it against the
 * upload rules and files it: a new track (next number, a title the file name suggests unless given, the owner as performer, an assigned ISRC)
 * or the new audio of `trackId`, whose old file is removed once the new one is recorded.
 */
export async function fileAudio(
  deps: MediaDeps,
  input: { userId: string; releaseId: string; trackId?: string | null; file: ReceivedMedia },
): Promise<MediaResult> {
  const field = uploadField('audio');
  const { file, releaseId } = input;
  const probe = file.analysis ?? (await analyzeReceivedAudio(file.path));
  const filed = await fileUnderReleaseLock(deps, releaseId, async (tx, store) => {
    const target = await lockedTarget(tx, { ...input, kind: 'audio' });
    const replacing = target.track;
    const number = replacing?.number ?? target.release.nextNumber;
    const title = replacing?.title ?? (file.title || suggestSongTitle(file.filename));
    const checked = checkReadAudio(probe, title, field);
    if (!checked.ok) throw new Refused(checked);
    const key = freshKey(target.usedKeys, trackStem(releaseId, number), AUDIO_EXTENSIONS[checked.columns.audioFormat]);
    if (!replacing) {
      const [track] = await recordNewTracks(deps, tx, store, releaseId, [{ number, title, columns: checked.columns, key, path: file.path, performer: target.release.ownerName }]);
      return { track: track!, replacedKey: null };
    }
    const stored = await store(key, file.path);
    const facts = { ...checked.columns, audioKey: stored.key, audioBytes: stored.bytes, audioSha256: stored.sha256 };
    return { track: await tx.track.update({ where: { id: replacing.id }, data: facts }), replacedKey: replacing.audioKey };
  });
  if ('ok' in filed) return filed;
  const { track, replacedKey } = filed;
  if (replacedKey && replacedKey !== track.audioKey) await deps.storage.remove(replacedKey).catch(() => undefined);
  return { ok: true, kind: 'audio', track: trackOf(track), replaced: replacedKey !== null };
}
