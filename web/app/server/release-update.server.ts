import { parseWithZod } from '@conform-to/zod/v4';
import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { editableFieldsAfterRelease, formatIsoDate, isAppError, UPDATABLE_STATUSES, type ReleaseStatus } from '@slipcase/domain';
import {
  loadRevisableRelease,
  previewReleaseUpdate,
  previewRevision,
  proposeReleaseUpdate,
  releaseRevisions,
  type UpdatePreview,
} from '@slipcase/services';
import { workflowPorts } from '@slipcase/workflows/client';
import { encodeError } from '../lib/error-messages';
import { changesOf, releaseUpdateSchema } from '../lib/release-update-schema';
import { storeNames } from './stores.server';

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
    updatable: (UPDATABLE_STATUSES as readonly string[]).includes(status),
    shown: {
      releaseDate: status === 'approved' && editable.includes('releaseDate'),
      credits: editable.includes('credits'),
      lyrics: editable.includes('lyrics'),
      genre: editable.includes('genre'),
    },
    revisions: await releaseRevisions({ prisma: getPrisma() }, { releaseId, userId }),
  };
}

export type UpdatePage = NonNullable<Awaited<ReturnType<typeof loadUpdatePage>>>;

/** Each store's diff with the store's name for the page. */
async function named(preview: UpdatePreview) {
  const names = await storeNames();
  return { ...preview, stores: preview.stores.map((store) => ({ ...store, name: names[store.storeId] ?? store.name })) };
}

/** The update form posted: its preview (`intent` preview) or the update sent (`intent` send); refusals as form errors. */
export async function performUpdate(userId: string, page: UpdatePage, form: FormData) {
  const submission = parseWithZod(form, { schema: releaseUpdateSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), preview: null, sent: null, status: 400 };
  const changes = changesOf(submission.value, page.shown);
  const now = new Date();
  try {
    if (submission.value.intent === 'preview') {
      const preview = await named(await previewReleaseUpdate(previewDeps(now), { releaseId: page.release.id, userId, changes }));
      return { reply: submission.reply(), preview, sent: null, status: 200 };
    }
    const sent = await proposeReleaseUpdate({ prisma: getPrisma(), now, updates: workflowPorts().updates }, { releaseId: page.release.id, userId, via: 'web', changes });
    return { reply: submission.reply({ resetForm: false }), preview: null, sent: { needsReview: sent.needsReview, fields: sent.fields }, status: 200 };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { reply: submission.reply({ formErrors: [encodeError(error)] }), preview: null, sent: null, status: 422 };
  }
}

/** The diff of an update waiting for review, with store names, for the operator. */
export async function revisionPreview(revisionId: string) {
  return named(await previewRevision(previewDeps(new Date()), { revisionId }));
}
