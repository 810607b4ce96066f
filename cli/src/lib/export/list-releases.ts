import { RELEASES_PAGE_MAX, type ReleaseSummary } from '@slipcase/api-contract/release-schemas';
import type { ApiClient } from '../remote/api-client';

/** Every release of the account, newest first, page after page. */
export async function listAllReleases(api: ApiClient): Promise<ReleaseSummary[]> {
  const releases: ReleaseSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.request<{ releases: ReleaseSummary[]; nextCursor: string | null }>('GET', 'releases', {
      query: { limit: RELEASES_PAGE_MAX, cursor },
    });
    releases.push(...page.releases);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return releases;
}
