import { audioResourcePath, coverResourcePath, isAudioFileFormat, type DeliveredFiles, type ImageFormat } from '@slipcase/plugin-contract';
import type { ReleaseDraftRow as DraftRow } from '../releases/release-draft';

/** A stored file as an export names it: beside the release's message, at `path` (`resources/<file>`). */
export interface ExportFile {
  /** Storage key. */
  key: string;
  /** Relative to the release's message: `resources/<UPC>_01_01.flac`. */
  path: string;
  format: string;
  sha256: string;
}

type Track = DraftRow['tracks'][number];

const isImageFormat = (format: string | null): format is ImageFormat => format === 'jpeg' || format === 'png';

/** The cover's file; null while the release has none stored (or the upload's facts are missing). */
export function coverExportFile(release: DraftRow): (ExportFile & { format: ImageFormat; width: number; height: number }) | null {
  const { coverKey, coverFormat, coverSha256, coverWidth, coverHeight } = release;
  if (!coverKey || !isImageFormat(coverFormat) || !coverSha256 || !coverWidth || !coverHeight) return null;
  return { key: coverKey, path: coverResourcePath(release.upc, coverFormat), format: coverFormat, sha256: coverSha256, width: coverWidth, height: coverHeight };
}

export function trackExportFile(release: Pick<DraftRow, 'upc'>, track: Track): ExportFile {
  return { key: track.audioKey, path: audioResourcePath(release.upc, track.number, track.audioFormat), format: track.audioFormat, sha256: track.audioSha256 };
}

/** The original uploads as the export's message describes them; null without a cover. */
export function exportedFiles(release: DraftRow): DeliveredFiles | null {
  const cover = coverExportFile(release);
  if (!cover) return null;
  const audio = new Map(
    release.tracks.flatMap((track) => {
      const file = trackExportFile(release, track);
      if (!isAudioFileFormat(file.format)) return [];
      const technical = {
        ...(track.sampleRate !== null && { sampleRate: track.sampleRate }),
        ...(track.bitsPerSample !== null && { bitsPerSample: track.bitsPerSample }),
        ...(track.channels !== null && { channels: track.channels }),
      };
      return [[track.id, { uri: file.path, sha256: file.sha256, codec: file.format, ...technical }] as const];
    }),
  );
  return { audio, cover: { uri: cover.path, sha256: cover.sha256, format: cover.format, width: cover.width, height: cover.height } };
}
