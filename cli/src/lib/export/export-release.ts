import { join } from 'node:path';
import { checkRelativePath } from '@slipcase/plugin-contract/batch/transport';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { CatalogueSource } from './catalogue-source';
import type { CatalogueFile, CatalogueRelease } from './export-report';
import type { ExportTally } from './export-tally';
import { remoteFiles, type RemoteFile } from './remote-files';
import { existingFile, saveStream, type SavedFile } from './save-file';

export interface ReleaseExportContext {
  source: CatalogueSource;
  dir: string;
  tally: ExportTally;
  /** Bytes of this release's files fetched, or found already there. */
  onBytes: (bytes: number) => void;
}

/** Where a path the server named lands: refused when it could leave the export's folder. */
const target = (dir: string, path: string) => join(dir, ...checkRelativePath(path));

/** A stored file, fetched unless the export already has it with the server's SHA-256. */
async function exportFile(release: ReleaseJson, file: RemoteFile, context: ReleaseExportContext): Promise<CatalogueFile> {
  const path = target(context.dir, file.path);
  const existing = await existingFile(path);
  let saved: SavedFile;
  if (existing && existing.sha256 === file.sha256) {
    context.onBytes(file.bytes);
    saved = { ...existing, written: false };
  } else {
    saved = await saveStream(await context.source.file(release, file), path, { expectedSha256: file.sha256, onBytes: context.onBytes });
  }
  context.tally.count(file.path, saved);
  return { path: file.path, kind: file.kind, sha256: saved.sha256, bytes: saved.bytes, ...(file.track && { track: file.track }) };
}

/** The release's ERN 4.3 message, or why none can be made of it yet (a draft without a cover, say). */
async function exportMessage(release: ReleaseJson, context: ReleaseExportContext): Promise<CatalogueFile | string[]> {
  const path = `${release.upc}/${release.upc}.xml`;
  const message = await context.source.message(release);
  if ('problems' in message) return message.problems;
  const saved = await saveStream(message.xml, target(context.dir, path));
  context.tally.count(path, saved);
  return { path, kind: 'message', sha256: saved.sha256, bytes: saved.bytes };
}

/** `<dir>/<UPC>/<UPC>.xml` and `<dir>/<UPC>/resources/…`: the release's message, audio and cover. */
export async function exportRelease(release: ReleaseJson, context: ReleaseExportContext): Promise<CatalogueRelease> {
  const files: CatalogueFile[] = [];
  for (const file of remoteFiles(release)) files.push(await exportFile(release, file, context));
  const message = await exportMessage(release, context);
  return {
    id: release.id,
    upc: release.upc,
    title: release.title,
    artist: release.artist.name,
    type: release.type,
    status: release.status,
    releaseDate: release.releaseDate,
    message: Array.isArray(message) ? null : message.path,
    ...(Array.isArray(message) && { messageProblems: message }),
    files: Array.isArray(message) ? files : [message, ...files],
  };
}
