import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { RELEASES_PAGE_MAX } from '@slipcase/api-contract/release-schemas';
import { problemOf } from '@slipcase/api-contract/zod-issues';
import { AppError } from '@slipcase/domain';
import { coverExportFile, exportMessage, findOwnRelease, LocalFileStorage, listReleasePage, trackExportFile, type ReleaseDraftRow } from '@slipcase/services';
import { releaseJson } from '@slipcase/services/releases/release-json';
import { ledgerCsv } from '@slipcase/services/royalties/ledger-csv';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { mapWithLimit } from '../manifest/map-with-limit';
import { errorMessage } from '../messages';
import { requireActingUser } from '../users';
import type { CatalogueSource } from './catalogue-source';

/**
 * Why no message can be made, in the words a signed-in export reads: each problem when every one names its field,
 * else what the release lacks (as `GET /v1/releases/{id}/ern` refuses it).
 */
function problemWords(problems: ReadonlyArray<{ code: string; field?: string }>): string[] {
  const shown = problems.map((problem) => problemOf({ ...problem, code: problem.code as never }));
  if (shown.length > 0 && shown.every((problem) => problem.field)) return shown.map((problem) => problem.message);
  const fields = [...new Set(problems.map((problem) => problem.field).filter(Boolean))].join(', ');
  return [errorMessage('release_incomplete', { fields })];
}

/**
 * The catalogue of the account `as` names on this machine's database and storage, read by the same use cases the
 * `/v1` calls a signed-in export makes: the releases as `/v1` shows them, the stored originals, the ERN message (to
 * the local-folder profile, as the server makes it) and the ledger.
 */
export function localCatalogue(prisma: PrismaClient, as: string | undefined): CatalogueSource {
  const { dirs, settings } = config();
  const storage = new LocalFileStorage(dirs.storage);
  const rows = new Map<string, ReleaseDraftRow>();
  const owner = requireActingUser(prisma, as);
  const rowOf = (releaseId: string) => rows.get(releaseId) ?? Promise.reject(new AppError('not_found', 'id', { releaseId }));

  const stored = async (key: string, field: string) => {
    const path = storage.path(key);
    // As the server answers a stored file that is gone.
    await access(path).catch(() => Promise.reject(new AppError('not_found', field)));
    return createReadStream(path);
  };

  return {
    async releases(concurrency) {
      const { id: ownerId } = await owner;
      const ids: string[] = [];
      for (let cursor: string | undefined; ; ) {
        const page = await listReleasePage(prisma, { ownerId, cursor, limit: RELEASES_PAGE_MAX });
        ids.push(...(page?.releases.map((release) => release.id) ?? []));
        if (!page?.nextCursor) break;
        cursor = page.nextCursor;
      }
      const found = await mapWithLimit(ids, concurrency, (releaseId) => findOwnRelease(prisma, ownerId, releaseId));
      return found.flatMap((row) => {
        if (!row) return [];
        rows.set(row.id, row);
        return [releaseJson(row)];
      });
    },
    async file(release, file) {
      const row = await rowOf(release.id);
      if (file.kind === 'artwork') {
        const cover = coverExportFile(row);
        if (!cover) throw new AppError('not_found', 'artwork');
        return stored(cover.key, 'artwork');
      }
      const track = row.tracks.find((each) => each.number === file.track?.number);
      if (!track) throw new AppError('not_found', 'trackId');
      return stored(trackExportFile(row, track).key, 'audio');
    },
    async message(release) {
      const built = await exportMessage({ settings, storageDir: dirs.storage }, { release: await rowOf(release.id), profile: localFolderProfile });
      return 'problems' in built ? { problems: problemWords(built.problems) } : { xml: Readable.from([Buffer.from(built.xml)]) };
    },
    ledger: async () => Readable.from(ledgerCsv({ prisma }, (await owner).id)),
  };
}
