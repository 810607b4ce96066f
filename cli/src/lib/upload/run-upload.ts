import { AppError } from '@slipcase/domain';
import { validateManifest, type ManifestProblem, type ReadyRelease } from '../manifest';
import { mapWithLimit } from '../manifest/map-with-limit';
import { InvalidInputError } from '../invalid-input';
import { errorMessage } from '../messages';
import { localLeadTimeStores } from './lead-time-stores';
import { checkProgress, ProgressBar } from './progress-bar';
import type { UploadDesk } from './upload-desk';
import { uploadRelease, type ReleaseOutcome } from './upload-release';

export interface UploadInput {
  manifest: string;
  assetsDir?: string;
  dryRun: boolean;
  submit: boolean;
  acceptAgreements: boolean;
  concurrency: number;
  /** What an ERN message from another distributor cannot say: the stores here, and a new release date. */
  ern?: { platforms?: string[]; releaseDate?: string };
}

export interface UploadReport {
  manifest: string;
  /** Every problem found; when there is any, nothing was uploaded. */
  problems: ManifestProblem[];
  warnings: ManifestProblem[];
  releases: ReleaseOutcome[];
  /** Releases that could not be sent this time (a network cut): a re-run sends what they miss. */
  failed: { ref: string; title: string; code: string; message: string }[];
}

/** Releases by an artist the account does not have: a problem of the row, found before anything is sent. */
function unknownArtists(releases: readonly ReadyRelease[], artists: ReadonlyMap<string, string>): ManifestProblem[] {
  return releases
    .filter((release) => !artists.has(release.artistName))
    .map((release) => ({
      file: release.source.file,
      row: release.source.row,
      field: 'artist',
      code: 'not_found',
      message: `No artist profile named “${release.artistName}” on this account: create it with \`slipcase artists create\`.`,
    })) as ManifestProblem[];
}

/**
 * `slipcase upload`, on the server or locally (`desk`): first the whole manifest and every file it names are checked (the release dates against the store
 * plugins' lead times too, and the artists against the account); with any problem, or with `dryRun`, nothing is sent. Then the releases go in parallel (`concurrency`
 * at a time), each sending only what the server does not have yet; a release that fails does not stop the others.
 */
export async function runUpload(desk: UploadDesk, input: UploadInput, stderr: NodeJS.WriteStream): Promise<UploadReport> {
  const { plan, artists } = await desk.account();
  const artistIds = new Map(artists.map((artist) => [artist.name, artist.id]));

  const checking = checkProgress(stderr);
  const checkStarted = performance.now();
  let files = 0;
  const leadTimeStores = await localLeadTimeStores();
  const validation = await validateManifest(input.manifest, {
    plan,
    ...(leadTimeStores && { leadTimeStores }),
    ...(input.assetsDir && { assetsDir: input.assetsDir }),
    ...(input.ern && { ern: input.ern }),
    onAsset: ({ done, total }) => {
      files = total;
      checking.file(done, total);
    },
  });
  checking.done(files, performance.now() - checkStarted);
  const problems = validation.problems.length > 0 ? validation.problems : unknownArtists(validation.releases, artistIds);
  const report: UploadReport = { manifest: input.manifest, problems, warnings: validation.warnings, releases: [], failed: [] };
  if (problems.length > 0 || input.dryRun) return report;

  const ready = validation.releases;
  const bytes = ready.reduce((sum, release) => sum + release.cover.bytes + release.tracks.reduce((total, track) => total + track.audio.bytes, 0), 0);
  const progress = new ProgressBar(stderr, { bytes, releases: ready.length });
  const outcomes = await mapWithLimit(ready, input.concurrency, async (release) => {
    try {
      const outcome = await uploadRelease(desk, release, artistIds.get(release.artistName)!, {
        acceptAgreements: input.acceptAgreements,
        submit: input.submit,
        onBytes: (sent) => progress.addBytes(sent),
      });
      progress.releaseDone(outcome.title);
      return outcome;
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof Error)) throw error;
      const code = error instanceof AppError ? error.code : error instanceof InvalidInputError ? (error.problems[0]?.code ?? 'invalid_input') : 'server_error';
      report.failed.push({ ref: release.ref, title: release.release.title, code, message: error.message || errorMessage(code) });
      progress.releaseDone(`${release.release.title} (failed)`);
      return null;
    }
  });
  progress.finish();
  report.releases = outcomes.filter((outcome): outcome is ReleaseOutcome => outcome !== null);
  return report;
}
