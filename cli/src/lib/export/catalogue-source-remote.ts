import { AppError } from '@slipcase/domain';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import { InvalidInputError } from '../invalid-input';
import { mapWithLimit } from '../manifest/map-with-limit';
import type { ApiClient } from '../remote/api-client';
import type { Bytes, CatalogueSource } from './catalogue-source';
import { listAllReleases } from './list-releases';

const bodyOf = (response: Response): Bytes => response.body ?? new Blob([]).stream();

/** The token's account's catalogue through `/v1`: its releases, their stored files and ERN messages, its ledger. */
export function remoteCatalogue(api: ApiClient): CatalogueSource {
  return {
    async releases(concurrency) {
      const summaries = await listAllReleases(api);
      return mapWithLimit(summaries, concurrency, async (summary) =>
        (await api.request<{ release: ReleaseJson }>('GET', `releases/${encodeURIComponent(summary.id)}`)).release,
      );
    },
    file: async (_release, file) => bodyOf(await api.download(file.apiPath)),
    async message(release) {
      try {
        return { xml: bodyOf(await api.download(`releases/${encodeURIComponent(release.id)}/ern`)) };
      } catch (error) {
        if (error instanceof InvalidInputError) return { problems: error.problems.map((problem) => problem.message) };
        if (error instanceof AppError && error.code === 'release_incomplete') return { problems: [error.message] };
        throw error;
      }
    },
    ledger: async () => bodyOf(await api.download('royalties/ledger')),
  };
}
