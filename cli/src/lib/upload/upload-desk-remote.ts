import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { isPlan } from '@slipcase/domain';
import { mediaTypeOf } from '@slipcase/plugin-contract/batch/resource-paths';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { ReadyTrack } from '../manifest';
import type { ApiClient } from '../remote/api-client';
import { trackBody } from './request-bodies';
import { sendFile } from './send-file';
import type { UploadDesk } from './upload-desk';

type ReleaseAnswer = { release: ReleaseJson };

/** `POST /v1/releases/{id}/tracks/batch`'s form: the tracks' details, then their audio streamed from disk. */
async function tracksForm(tracks: readonly ReadyTrack[]): Promise<FormData> {
  const form = new FormData();
  form.append('tracks', JSON.stringify(tracks.map((track) => trackBody(track.draft))));
  for (const { audio } of tracks) form.append('audio', await openAsBlob(audio.path, { type: mediaTypeOf(audio.format) }), basename(audio.name));
  return form;
}

/** The token's account's catalogue through `/v1`: files streamed from disk, the progress as the bytes go. */
export function remoteUploadDesk(api: ApiClient): UploadDesk {
  return {
    async account() {
      const [user, { artists }] = await Promise.all([
        api.request<{ subscription: { plan_name: string } | null }>('GET', 'api/user'),
        api.request<{ artists: { id: string; name: string }[] }>('GET', 'artists'),
      ]);
      const planName = user.subscription?.plan_name;
      return { plan: planName && isPlan(planName) ? planName : 'free', artists };
    },
    async createRelease(body, idempotencyKey) {
      const made = await api.requestWithStatus<ReleaseAnswer>('POST', 'releases', { json: body, idempotencyKey });
      return { release: made.body.release, created: made.status === 201 };
    },
    changeRelease: async (releaseId, body) => (await api.request<ReleaseAnswer>('PATCH', `releases/${releaseId}`, { json: body })).release,
    async putCover(releaseId, file, onBytes) {
      await sendFile(api, { method: 'PUT', path: `releases/${releaseId}/artwork` }, file, onBytes);
    },
    async putTrackAudio(releaseId, trackId, file, onBytes) {
      await sendFile(api, { method: 'PUT', path: `releases/${releaseId}/tracks/${trackId}/audio` }, file, onBytes);
    },
    async changeTrack(releaseId, trackId, body) {
      await api.request('PATCH', `releases/${releaseId}/tracks/${trackId}`, { json: body });
    },
    async addTracks(releaseId, tracks) {
      await api.uploadForm('POST', `releases/${releaseId}/tracks/batch`, await tracksForm(tracks));
    },
    async removeTrack(releaseId, trackId) {
      await api.request('DELETE', `releases/${releaseId}/tracks/${trackId}`);
    },
    async submit(releaseId) {
      await api.request('POST', `releases/${releaseId}/submit`);
    },
  };
}
