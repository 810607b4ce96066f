import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { deliveredAudioResolution } from '@slipcase/domain';
import { FeedInputError } from '../ern/feed-input-error';
import type { DeliveredAudioFile, DeliveredFiles, DeliveredImageFile } from '../ern/new-release-message';
import { sha256File } from '../media/hash-file';
import { probeAudio } from '../media/probe-audio';
import { resizeImage } from '../media/resize-image';
import { transcodeAudio } from '../media/transcode-audio';
import type { DeliveryContext, DeliveryRelease, StoreRequirements } from '../store-plugin';
import { audioResourcePath, coverResourcePath } from './resource-paths';

/** A file ready to go out: its path inside the batch folder, and where its bytes are now. */
export interface StagedFile {
  path: string;
  source: string | Buffer;
  sha256: string;
  bytes: number;
}

export interface PreparedResources {
  files: DeliveredFiles;
  /** Relative to the release folder: `resources/<file>`. */
  staged: StagedFile[];
}

async function staged(path: string, file: string): Promise<StagedFile> {
  return { path, source: file, sha256: await sha256File(file), bytes: (await stat(file)).size };
}

/**
 * Converts a release's audio and cover into what the store requires, in `workDir/resources`, named
 * `<UPC>_01_<track>.<ext>` and `<UPC>.<ext>`: each track in the store's codec at the release's audio quality
 * (deliveredAudioResolution of the upload as probed). A track is probed after transcoding: a file that does not
 * come out as required is an error, never a delivery.
 */
export async function prepareResources(
  release: DeliveryRelease,
  requirements: StoreRequirements,
  workDir: string,
  only?: DeliveryContext['resend'],
): Promise<PreparedResources> {
  const { audio: wanted, artwork } = requirements;
  await mkdir(join(workDir, 'resources'), { recursive: true });
  const audio = new Map<string, DeliveredAudioFile>();
  const files: StagedFile[] = [];

  const sent = (track: DeliveryRelease['tracks'][number]) => !only || only.trackIds.includes(track.trackId);
  for (const track of [...release.tracks].sort((a, b) => a.number - b.number).filter(sent)) {
    const uri = audioResourcePath(release.upc, track.number, wanted.codec);
    const output = join(workDir, uri);
    const source = await probeAudio(track.audio.path);
    const { sampleRate, bitDepth } = deliveredAudioResolution({ quality: release.audioQuality ?? 'high', source, store: wanted });
    const probe = await transcodeAudio(track.audio.path, output, { codec: wanted.codec, sampleRate, bitDepth });
    if (probe.format !== wanted.codec || probe.sampleRate !== sampleRate || probe.bitsPerSample !== bitDepth) {
      throw new Error(
        `Track ${track.number} came out as ${probe.format} ${probe.sampleRate} Hz ${probe.bitsPerSample} bit, ` +
          `not ${wanted.codec} ${sampleRate} Hz ${bitDepth} bit`,
      );
    }
    const file = await staged(uri, output);
    files.push(file);
    audio.set(track.trackId, {
      uri,
      sha256: file.sha256,
      codec: wanted.codec,
      sampleRate,
      bitsPerSample: bitDepth,
      channels: probe.channels ?? 2,
    });
  }

  if (only && !only.cover) return { files: { audio }, staged: files };
  const coverUri = coverResourcePath(release.upc, artwork.format);
  const coverPath = join(workDir, coverUri);
  const image = await resizeImage(release.cover.path, coverPath, { sizePx: artwork.sizePx, format: artwork.format });
  if (Math.min(image.width, image.height) < artwork.minPx) {
    throw new FeedInputError([`the cover is ${image.width}x${image.height} px; the store needs at least ${artwork.minPx} px`]);
  }
  const coverFile = await staged(coverUri, coverPath);
  files.push(coverFile);
  const cover: DeliveredImageFile = {
    uri: coverUri,
    sha256: coverFile.sha256,
    format: artwork.format,
    width: image.width,
    height: image.height,
  };
  return { files: { audio, cover }, staged: files };
}
