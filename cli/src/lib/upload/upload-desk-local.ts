import { basename } from 'node:path';
import type { PrismaClient } from '@slipcase/db';
import { AppError, isEditable, type FieldError } from '@slipcase/domain';
import { newReleaseSchema, releaseChangesSchema } from '@slipcase/api-contract/release-schemas';
import { trackChangesSchema } from '@slipcase/api-contract/track-schemas';
import { issueErrors, problemOf } from '@slipcase/api-contract/zod-issues';
import {
  addTracksWithDetails,
  changeDraftRelease,
  changeTrack,
  createDraftRelease,
  deleteTrack,
  fileMedia,
  findOwnRelease,
  findUploadTarget,
  loadDraft,
  loadTrackOwner,
  submitRelease,
  type DraftChangeResult,
  type MediaRefusal,
  type ServiceDeps,
  type TrackOwner,
} from '@slipcase/services';
import { listMyArtists } from '@slipcase/services/artists/profiles';
import { releaseJson } from '@slipcase/services/releases/release-json';
import type { z } from 'zod';
import { InvalidInputError } from '../invalid-input';
import type { ReadyFile } from '../manifest';
import { submitAsUser } from '../submit';
import { connectTemporal } from '../temporal';
import { localServiceDeps, localUseCaseDeps } from '../use-case-deps';
import { requireActingUser } from '../users';
import { trackBody } from './request-bodies';
import type { UploadDesk } from './upload-desk';

type Problem = Pick<FieldError, 'code' | 'params'> & { field?: string | undefined };

/** The rules' problems thrown as the API client throws a `/v1` refusal: every field named, else the first one's code. */
function refused(errors: readonly Problem[]): Error {
  const problems = errors.map(problemOf);
  if (problems.length > 0 && problems.every((problem) => problem.field)) {
    return new InvalidInputError(problems.map((problem) => ({ field: problem.field ?? '', code: problem.code, message: problem.message })));
  }
  const [first = problemOf({ code: 'invalid_input' })] = problems;
  return new AppError(first.code, first.field, {}, first.message);
}

const mediaRefused = ({ error }: MediaRefusal) => refused([error]);

/** A body read with the `/v1` operation's own schema, refused with the same problems. */
function parsed<S extends z.ZodType>(schema: S, body: unknown, field = ''): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  throw refused(issueErrors(result.error.issues).map((error) => ({ ...error, field: field + error.field })));
}

/**
 * The catalogue of the account `as` names on this machine's database, storage and Temporal: each step through the
 * use case its `/v1` operation calls, its input read with that operation's schema, so the releases, answers and
 * refusals are the server's.
 */
export function localUploadDesk(prisma: PrismaClient, as: string | undefined): UploadDesk {
  let context: Promise<{ deps: ServiceDeps; owner: TrackOwner }> | undefined;
  const acting = () => {
    context ??= (async () => {
      const user = await requireActingUser(prisma, as);
      return { deps: await localServiceDeps(prisma), owner: await loadTrackOwner(prisma, user.id) };
    })();
    return context;
  };
  const releaseOf = async (releaseId: string) => releaseJson(await loadDraft(prisma, releaseId));
  /** The owner's release, which may still be changed (as `/v1` finds it: not_found, then invalid_transition). */
  const editable = async (releaseId: string) => {
    const { deps, owner } = await acting();
    const release = await findOwnRelease(prisma, owner.id, releaseId);
    if (!release) throw refused([{ code: 'not_found', field: 'id' }]);
    if (!isEditable(release.status)) throw refused([{ code: 'invalid_transition', field: 'status', params: { status: release.status } }]);
    return { deps, owner, release };
  };
  const changed = async (result: DraftChangeResult) => {
    if (result.outcome === 'refused' || result.outcome === 'conflict') throw refused(result.errors);
    return releaseOf(result.releaseId);
  };
  const file = async (releaseId: string, ready: ReadyFile, onBytes: (bytes: number) => void, trackId?: string) => {
    const { deps, owner } = await acting();
    const filing = { userId: owner.id, releaseId, kind: trackId ? ('audio' as const) : ('artwork' as const), ...(trackId && { trackId }) };
    const filed = await fileMedia(deps, { ...filing, file: { path: ready.path, filename: basename(ready.name) } });
    if (!filed.ok) throw mediaRefused(filed);
    onBytes(ready.bytes);
  };

  return {
    async account() {
      const { owner } = await acting();
      return { plan: owner.plan, artists: (await listMyArtists({ prisma }, owner.id)).map(({ id, name }) => ({ id, name })) };
    },
    async createRelease(body, idempotencyKey) {
      const { deps, owner } = await acting();
      const result = await createDraftRelease(deps, owner, parsed(newReleaseSchema, body), { idempotencyKey, via: 'cli' });
      return { release: await changed(result), created: result.outcome === 'done' };
    },
    async changeRelease(releaseId, body) {
      const { deps, owner, release } = await editable(releaseId);
      return changed(await changeDraftRelease(deps, owner, release, parsed(releaseChangesSchema, body)));
    },
    putCover: (releaseId, ready, onBytes) => file(releaseId, ready, onBytes),
    putTrackAudio: (releaseId, trackId, ready, onBytes) => file(releaseId, ready, onBytes, trackId),
    async changeTrack(releaseId, trackId, body) {
      const { deps, owner, release } = await editable(releaseId);
      const result = await changeTrack(deps, owner, release, trackId, parsed(trackChangesSchema, body));
      if (result.outcome === 'not_found') throw refused([{ code: 'not_found', field: 'trackId' }]);
      if (result.outcome !== 'done') throw refused(result.errors);
    },
    async addTracks(releaseId, tracks) {
      const { deps, owner } = await acting();
      const details = tracks.map((track, index) => parsed(trackChangesSchema, trackBody(track.draft), `tracks.${index}.`));
      const found = await findUploadTarget(prisma, { userId: owner.id, releaseId, kind: 'audio', newAudio: [] });
      if (!found.ok) throw mediaRefused(found);
      const files = tracks.map(({ audio }) => ({ path: audio.path, filename: basename(audio.name) }));
      const added = await addTracksWithDetails(deps, owner, { found: found.target, files, details });
      if ('errors' in added) throw refused(added.errors);
      if (!added.ok) throw mediaRefused(added);
    },
    async removeTrack(releaseId, trackId) {
      const { deps } = await editable(releaseId);
      if (!(await deleteTrack(deps, releaseId, trackId))) throw refused([{ code: 'not_found', field: 'trackId' }]);
    },
    async submit(releaseId) {
      const submit = async (input: Parameters<typeof submitRelease>[1]) => submitRelease(await localUseCaseDeps(prisma, { client: await connectTemporal() }), input);
      await submitAsUser({ prisma, submit }, { releaseId, as });
    },
  };
}
