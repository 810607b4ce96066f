import { parseWithZod } from '@conform-to/zod/v4';
import { config } from '@slipcase/config';
import { BODY_TOO_LARGE, httpStatusOf } from '@slipcase/api-contract/http-status';
import { getPrisma } from '@slipcase/db';
import { editableFieldsAfterRelease, formatIsoDate, isAppError, isReleaseUpdatable, type ReleaseStatus } from '@slipcase/domain';
import {
  discardStagedCover,
  liveStores,
  loadRevisableRelease,
  openUpdate,
  previewReleaseUpdate,
  previewRevision,
  proposeReleaseUpdate,
  releaseRevisions,
  revisionCover,
  stageUpdateCover,
  type StagedCover,
  type UpdatePreview,
} from '@slipcase/services';
import { workflowPorts } from '@slipcase/workflows/client';
import { encodeError } from '../lib/error-messages';
import { fileTooLargeError, uploadMaxBytes } from '../lib/media-upload';
import { changesOf, releaseUpdateSchema } from '../lib/release-update-schema';
import { fileStorage, serviceDeps } from './deps.server';
import { storeNames } from './stores.server';
import { withMultipartForm, type ReceivedForm } from './uploads.server';

const previewDeps = (now: Date) => ({ prisma: getPrisma(), settings: config().settings, now, storageDir: config().dirs.storage, storeEnv: config().env });

/** The owner's release as the update page shows it; null when it is not theirs. */
export async function loadUpdatePage(userId: string, releaseId: string) {
  const row = await loadRevisableRelease(getPrisma(), releaseId).catch(() => null);
  if (!row || row.ownerId !== userId) return null;
  const owner = await getPrisma().user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true } });
  const status: ReleaseStatus = row.status;
  const editable = editableFieldsAfterRelease(owner.plan);
  return {
    release: {
      id: row.id,
      title: row.title,
      status,
      label: row.label ?? '',
      primaryGenre: row.primaryGenre,
      secondaryGenre: row.secondaryGenre ?? '',
      releaseDate: formatIsoDate(row.releaseDate),
      coverUrl: row.coverSha256 ? `/distributions/${encodeURIComponent(row.id)}/cover?v=${row.coverSha256.slice(0, 12)}` : null,
      tracks: row.tracks.map((track) => ({
        id: track.id,
        number: track.number,
        title: track.title,
        isrc: track.isrc,
        explicit: track.explicit,
        lyrics: track.lyrics ?? '',
        contributors: track.contributors.map(({ name, role, sharePercent }) => ({ name, role, sharePercent: sharePercent === null ? '' : String(sharePercent) })),
        performers: track.performers.map(({ name, instrument }) => ({ name, instrument: instrument ?? '' })),
      })),
    },
    updatable: isReleaseUpdatable(status, await liveStores(getPrisma(), releaseId)),
    shown: {
      releaseDate: status === 'approved' && editable.includes('releaseDate'),
      credits: editable.includes('credits'),
      lyrics: editable.includes('lyrics'),
      genre: editable.includes('genre'),
    },
    revisions: await releaseRevisions({ prisma: getPrisma() }, { releaseId, userId }),
    waiting: await waitingUpdate(releaseId),
  };
}

/** The release's update on its way, if any, for its owner's pages. */
export function waitingUpdate(releaseId: string) {
  return openUpdate({ prisma: getPrisma() }, { releaseId });
}

export type UpdatePage = NonNullable<Awaited<ReturnType<typeof loadUpdatePage>>>;

/** Each store's diff with the store's name for the page. */
async function named(preview: UpdatePreview) {
  const names = await storeNames();
  return { ...preview, stores: preview.stores.map((store) => ({ ...store, name: names[store.storeId] ?? store.name })) };
}

/** The update form (multipart: a new cover streamed to a temporary file, checked and staged as performUpdate says). */
export function receiveUpdate(userId: string, page: UpdatePage, request: Request) {
  return withMultipartForm(request, { maxBytes: { cover: uploadMaxBytes('artwork') } }, (form) => performUpdate(userId, page, form));
}

/**
 * The update form posted: its preview (`intent` preview) or the update sent (`intent` send); refusals as form
 * errors. A new cover is checked as the wizard checks one and staged beside the live cover; it is removed again
 * after a preview and when the update is refused, so only a proposed update keeps one.
 */
export async function performUpdate(userId: string, page: UpdatePage, form: ReceivedForm) {
  const file = form.ok ? form.file('cover') : null;
  // The file is not a form value: conform's reply would echo it back.
  if (form.ok) form.formData.delete('cover');
  const submission = parseWithZod(form.ok ? form.formData : new FormData(), { schema: releaseUpdateSchema });
  const refused = (reply: ReturnType<typeof submission.reply>, status: number) => ({ reply, preview: null, sent: null, status });
  if (!form.ok) return refused(submission.reply({ formErrors: [encodeError(fileTooLargeError('artwork'))] }), BODY_TOO_LARGE);
  if (submission.status !== 'success') return refused(submission.reply(), 400);
  const now = new Date();
  let cover: StagedCover | undefined;
  if (file && file.size > 0) {
    const { prisma, storage, stores } = await serviceDeps(now);
    const staged = await stageUpdateCover({ prisma, storage, stores }, { userId, releaseId: page.release.id, path: file.path });
    if (!staged.ok) return refused(submission.reply({ formErrors: [encodeError(staged.error)] }), httpStatusOf(staged.error.code));
    cover = staged.cover;
  }
  const changes = { ...changesOf(submission.value, page.shown), ...(cover && { cover }) };
  const previewing = submission.value.intent === 'preview';
  try {
    if (previewing) {
      const preview = await named(await previewReleaseUpdate(previewDeps(now), { releaseId: page.release.id, userId, changes }));
      return { reply: submission.reply(), preview, sent: null, status: 200 };
    }
    const sent = await proposeReleaseUpdate({ prisma: getPrisma(), now, updates: workflowPorts().updates }, { releaseId: page.release.id, userId, via: 'web', changes });
    cover = undefined;
    return { reply: submission.reply({ resetForm: false }), preview: null, sent: { needsReview: sent.needsReview, fields: sent.fields }, status: 200 };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refused(submission.reply({ formErrors: [encodeError(error)] }), 422);
  } finally {
    // The revision keeps the cover it names; a preview's or a refused update's is not kept.
    await discardStagedCover({ storage: fileStorage() }, cover);
  }
}

/** The diff of an update waiting for review, with store names, for the operator. */
export async function revisionPreview(revisionId: string) {
  return named(await previewRevision(previewDeps(new Date()), { revisionId }));
}

/** The cover an update proposes for the release, with the release's owner; null when there is none. */
export function proposedCover(releaseId: string, revisionId: string) {
  return revisionCover(getPrisma(), { releaseId, revisionId });
}
