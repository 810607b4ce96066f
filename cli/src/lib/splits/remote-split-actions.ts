import type { SplitView } from '@slipcase/services';
import type { ApiClient } from '../remote/api-client';
import type { SplitActions } from './split-actions';

const path = (releaseId: string) => `releases/${encodeURIComponent(releaseId)}/splits`;

/** The splits commands through `/v1` of the server the CLI is signed in to, as the token's account; it mails. */
export function remoteSplitActions(api: ApiClient): SplitActions {
  return {
    list: async (releaseId) => (await api.request<{ splits: SplitView[] }>('GET', path(releaseId))).splits,
    async set(releaseId, input) {
      const answer = await api.request<{ split: SplitView; invited: string[] }>('PUT', path(releaseId), { json: input });
      return { ...answer, unsent: [] };
    },
  };
}
