import { AppError, type ReleaseStatus } from '@slipcase/domain';
import type { ReleaseLifecycle } from '@slipcase/api-contract/lifecycle-schemas';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { ApiClient, RequestOptions } from '../remote/api-client';
import { statusLabel } from '../status-label';
import type { StatusRefusal } from '../status-refusals';

export type ReleaseAnswer = { release: ReleaseJson };

/** `releases/<id>/<rest>`, the id encoded. */
export const releasePath = (releaseId: string, rest = '') => `releases/${encodeURIComponent(releaseId)}${rest && `/${rest}`}`;

/** The server's "not found" for a release read as the local one: another account's release is not found either. */
export async function aboutRelease<T>(releaseId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found' && (error.field === 'id' || error.field === 'releaseId')) {
      throw new AppError('not_found', 'releaseId', { releaseId }, `Release ${releaseId} not found`);
    }
    throw error;
  }
}

/** `GET /v1/releases/{id}`: the token's account's release with its lifecycle. */
export function fetchRelease(api: ApiClient, releaseId: string): Promise<ReleaseAnswer & { lifecycle: ReleaseLifecycle }> {
  return aboutRelease(releaseId, () => api.request('GET', releasePath(releaseId)));
}

/**
 * `POST /v1/releases/{id}/<action>`. When the release's status forbids it, the refusal says the status as the local
 * one does (`refusal`): the answer does not carry it, so the release is read again.
 */
export async function postReleaseAction<T>(api: ApiClient, releaseId: string, action: string, refusal: StatusRefusal, options: RequestOptions = {}): Promise<T> {
  try {
    return await aboutRelease(releaseId, () => api.request<T>('POST', releasePath(releaseId, action), options));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid_transition') throw error;
    const { status } = (await fetchRelease(api, releaseId)).release;
    throw new AppError(error.code, error.field, { status }, refusal(releaseId, statusLabel(status as ReleaseStatus)));
  }
}
