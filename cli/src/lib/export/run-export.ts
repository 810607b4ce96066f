import { join, resolve } from 'node:path';
import { AppError } from '@slipcase/domain';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import { mapWithLimit } from '../manifest/map-with-limit';
import { errorMessage } from '../messages';
import { ProgressBar } from '../upload/progress-bar';
import type { CatalogueSource } from './catalogue-source';
import { exportLedger } from './export-ledger';
import { exportRelease } from './export-release';
import type { Catalogue, CatalogueRelease, ExportFailure, ExportReport } from './export-report';
import { ExportTally } from './export-tally';
import { remoteFiles } from './remote-files';
import { saveText } from './save-file';

export const CATALOGUE_FILE = 'catalogue.json';

export interface ExportInput {
  dir: string;
  /** Releases fetched at the same time. */
  concurrency: number;
}

function failureOf(release: ReleaseJson, error: unknown): ExportFailure {
  if (!(error instanceof Error)) throw error;
  const code = error instanceof AppError ? error.code : 'download_failed';
  return { releaseId: release.id, title: release.title, code, message: error.message || errorMessage(code) };
}

/**
 * `slipcase export`: every release of the account (its ERN 4.3 message, audio and cover) into `<dir>/<UPC>/`,
 * the royalty ledger into `<dir>/royalties.csv`, and last the index, `<dir>/catalogue.json`, read from `source` (the
 * server, or this machine's database). Releases go in parallel with a progress bar; a file already there with the
 * SHA-256 the catalogue gives is not fetched again, and one that
 * comes with another is refused, so a second run writes nothing and a run cut short is finished by the next.
 */
export async function runExport(source: CatalogueSource, input: ExportInput, stderr: NodeJS.WriteStream): Promise<ExportReport> {
  const dir = resolve(input.dir);
  const releases = await source.releases(input.concurrency);

  const bytes = releases.reduce((sum, release) => sum + remoteFiles(release).reduce((total, file) => total + file.bytes, 0), 0);
  const progress = new ProgressBar(stderr, { bytes, releases: releases.length });
  const tally = new ExportTally();
  const failed: ExportFailure[] = [];
  const exported = await mapWithLimit(releases, input.concurrency, async (release) => {
    try {
      const entry = await exportRelease(release, { source, dir, tally, onBytes: (done) => progress.addBytes(done) });
      progress.releaseDone(release.title);
      return entry;
    } catch (error) {
      failed.push(failureOf(release, error));
      progress.releaseDone(`${release.title} (failed)`);
      return null;
    }
  });
  progress.finish();

  const catalogue: Catalogue = {
    releases: exported.filter((entry): entry is CatalogueRelease => entry !== null),
    royalties: await exportLedger(source, dir, tally),
  };
  tally.count(CATALOGUE_FILE, await saveText(`${JSON.stringify(catalogue, null, 2)}\n`, join(dir, CATALOGUE_FILE)));
  return { dir, releases: catalogue.releases, written: tally.written, bytesWritten: tally.bytesWritten, kept: tally.kept, failed };
}
