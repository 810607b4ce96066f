import { checkArtwork } from '@slipcase/domain';
import { inspectImage } from '@slipcase/plugin-contract';
import type { MediaDeps, ReceivedMedia } from './media-deps';
import { refuse, uploadField } from './media-refusal';
import type { MediaResult } from './media-result';
import { fileUnderReleaseLock } from './release-lock';
import { ARTWORK_EXTENSIONS, coverStem, freshKey } from './stored-files';
import { lockedTarget } from './locked-target';

/** A decompression bomb is refused from its header: no cover needs more than 10000 x 10000 pixels. */
export const ARTWORK_MAX_SIDE_PX = 10_000;
const ARTWORK_MAX_PIXELS = ARTWORK_MAX_SIDE_PX * ARTWORK_MAX_SIDE_PX;

/** Checks the image (its header, by sharp) against the artwork rules and files it as the release's cover. */
export async function fileArtwork(deps: MediaDeps, input: { userId: string; releaseId: string; file: ReceivedMedia }): Promise<MediaResult> {
  const field = uploadField('artwork');
  const { releaseId, file } = input;
  const image = await inspectImage(file.path, { limitInputPixels: ARTWORK_MAX_PIXELS });
  if (image.overPixelLimit) {
    return refuse(422, 'image_too_large', field, { max: `${ARTWORK_MAX_SIDE_PX}x${ARTWORK_MAX_SIDE_PX} px` });
  }
  const [error] = checkArtwork(image, field);
  const format = image.format;
  if (error || !format) return refuse(422, error?.code ?? 'image_format_invalid', field, error?.params);

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
