import { audioResourcePath, coverResourcePath } from '@slipcase/plugin-contract/batch/resource-paths';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { CatalogueFile } from './export-report';

/** A stored file of a release: where `/v1` serves it, where the export puts it, and what the server says it is. */
export interface RemoteFile {
  /** Under `/v1/`. */
  apiPath: string;
  /** Relative to the export's folder: `<UPC>/resources/<file>`, the path the release's ERN message gives. */
  path: string;
  kind: CatalogueFile['kind'];
  /** Null when the server has none to check against. */
  sha256: string | null;
  bytes: number;
  track?: CatalogueFile['track'];
}

/** The release's cover and every track's audio, named as the server's ERN message names them. */
export function remoteFiles(release: ReleaseJson): RemoteFile[] {
  const base = `releases/${encodeURIComponent(release.id)}`;
  const cover: RemoteFile[] = release.cover?.format
    ? [
        {
          apiPath: `${base}/artwork`,
          path: `${release.upc}/${coverResourcePath(release.upc, release.cover.format)}`,
          kind: 'artwork',
          sha256: release.cover.sha256,
          bytes: release.cover.bytes ?? 0,
        },
      ]
    : [];
  const audio = release.tracks.map(
    (track): RemoteFile => ({
      apiPath: `${base}/tracks/${encodeURIComponent(track.id)}/audio`,
      path: `${release.upc}/${audioResourcePath(release.upc, track.number, track.audio.format)}`,
      kind: 'audio',
      sha256: track.audio.sha256,
      bytes: track.audio.bytes,
      track: { number: track.number, title: track.title, isrc: track.isrc },
    }),
  );
  return [...audio, ...cover];
}
