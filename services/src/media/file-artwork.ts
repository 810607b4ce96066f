import { inspectCover } from './inspect-cover';
import type { MediaDeps, ReceivedMedia } from './media-deps';
import type { MediaResult } from './media-result';
import { fileUnderReleaseLock } from './release-lock';
import { ARTWORK_EXTENSIONS, coverStem, freshKey } from './stored-files';
import { lockedTarget } from './locked-target';

export { ARTWORK_MAX_SIDE_PX } from './inspect-cover';

/** Checks the image (its header, by sharp) against the artwork rules and files it as the release's cover. */
export async function fileArtwork(deps: MediaDeps, input: { userId: string; releaseId: string; file: ReceivedMedia }): Promise<MediaResult> {
  const { releaseId, file } = input;
  const inspected = await inspectCover(file.path);
  if (!inspected.ok) return inspected;
  const { format, image } = inspected;

  const filed = await fileUnderReleaseLock(deps, releaseId, async (tx, store) => {
    const target = await lockedTarget(tx, { ...input, kind: 'artwork' });
    const stored = await store(freshKey(target.usedKeys, coverStem(releaseId), ARTWORK_EXTENSIONS[format]), file.path);
    await tx.release.update({
      where: { id: releaseId },
      data: {
        coverKey: stored.key,
        coverFormat: format,
        coverWidth: image.width,
        coverHeight: image.height,
        coverBytes: stored.bytes,
        coverSha256: stored.sha256,
      },
      select: { id: true },
    });
    return { stored, previousKey: target.release.coverKey };
  });
  if ('ok' in filed) return filed;
  const { stored, previousKey } = filed;
  if (previousKey && previousKey !== stored.key) await deps.storage.remove(previousKey).catch(() => undefined);
  const cover = {
    format,
    width: image.width,
    height: image.height,
    bytes: stored.bytes,
    url: `/distributions/${encodeURIComponent(releaseId)}/cover?v=${stored.sha256.slice(0, 12)}`,
  };
  return { ok: true, kind: 'artwork', cover };
}
