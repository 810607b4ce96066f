import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import {
  AppError,
  autofixPerformers,
  checkArtwork,
  checkUploadedAudio,
  earliestReleaseDate,
  parseIsoDate,
  RELEASE_AGREEMENTS,
  type ContributorDraft,
  type FieldError,
  type PlatformTier,
  type Settings,
} from '@slipcase/domain';
import { inspectImage } from '@slipcase/plugin-contract';
import { analyzeReceivedAudio, audioColumns } from '../media/read-audio';
import { recordNewTracks } from '../media/record-tracks';
import { drawUpc } from './draw-identifiers';
import { fileUnderReleaseLock } from '../media/release-lock';
import { ARTWORK_EXTENSIONS, AUDIO_EXTENSIONS, coverStem, trackStem } from '../media/stored-files';
import { defaultPlatforms } from './release-draft';
import type { FileStorage } from '../storage/storage';

export interface UploadedFile {
  /** Where the upload sits on this machine (a temporary file); it is copied into storage, not moved. */
  path: string;
  /** The name the user gave it; only informative, the real format is read from the content. */
  fileName: string;
}

export interface CreateSingleReleaseInput {
  ownerId: string;
  artistId: string;
  title: string;
  /** YYYY-MM-DD; by default the earliest a standard release accepts in the owner's time zone, as a new draft gets. */
  releaseDate?: string;
  trackTitle: string;
  explicit?: boolean;
  audio: UploadedFile;
  cover: UploadedFile;
  /**
   * The caller says the owner accepted the release agreements (RELEASE_AGREEMENTS: rights owned, not infringing,
   * terms): the one-page form's checkbox, the CLI's --accept-agreements. Without it the release cannot be
   * submitted until they are accepted (the wizard's review step).
   */
  agreementsAccepted?: boolean;
  /** The track's contributors; by default the account holder, writer of 100%. */
  contributors?: readonly ContributorDraft[];
}

export interface CreateReleaseDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  now: Date;
  settings: Settings;
  /** The stores this installation delivers to. */
  stores: readonly PlatformTier[];
}

/** Every problem found in a release's input at once; `errors` name the input fields they concern. */
export class ReleaseValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    const first = errors[0];
    super(
      first?.code ?? 'server_error',
      first?.field,
      first?.params,
      `Invalid release: ${errors.map((e) => `${e.field} ${e.code}`).join(', ')}`,
    );
    this.name = 'ReleaseValidationError';
  }
}

async function checkInput(prisma: PrismaClient, now: Date, input: CreateSingleReleaseInput) {
  const errors: FieldError[] = [];
  const required = (field: keyof CreateSingleReleaseInput, present: boolean) => {
    if (!present) errors.push({ code: 'required', field });
  };
  required('title', Boolean(input.title?.trim()));
  required('artistId', Boolean(input.artistId));
  required('trackTitle', Boolean(input.trackTitle?.trim()));
  required('audio', Boolean(input.audio?.path));
  required('cover', Boolean(input.cover?.path));

  const owner = await prisma.user.findUnique({
    where: { id: input.ownerId },
    select: { name: true, firstName: true, lastName: true, plan: true, timeZone: true, role: true },
  });

  // The error catalogue has no "malformed" code: a date that is not YYYY-MM-DD counts as missing.
  const date = input.releaseDate ?? (owner ? earliestReleaseDate({ schedule: 'standard', now, timeZone: owner.timeZone }) : '');
  const releaseDate = date ? parseIsoDate(date) : null;
  if (!releaseDate) {
    errors.push({ code: 'required', field: 'releaseDate', ...(input.releaseDate ? { params: { format: 'YYYY-MM-DD' } } : {}) });
  }

  if (input.artistId) {
    const artist = await prisma.artist.findUnique({ where: { id: input.artistId }, select: { ownerId: true } });
    if (artist?.ownerId !== input.ownerId) errors.push({ code: 'not_found', field: 'artistId' });
  }
  if (!owner) errors.push({ code: 'not_found', field: 'ownerId' });
  // The upload's own reading and rules (header, duration, silence), as the web's upload and /v1 hold audio to.
  const audio = input.audio?.path ? await analyzeReceivedAudio(input.audio.path) : null;
  const audioError = audio ? checkUploadedAudio(audio, input.trackTitle?.trim() ?? '', 'audio') : null;
  if (audioError) errors.push(audioError);
  const cover = input.cover?.path ? await inspectImage(input.cover.path) : null;
  if (cover) errors.push(...checkArtwork(cover, 'cover'));

  if (errors.length > 0 || !owner || !releaseDate || !audio?.format || !cover?.format) {
    throw new ReleaseValidationError(errors);
  }
  return { owner, releaseDate, audio: { ...audio, format: audio.format }, cover: { ...cover, format: cover.format } };
}

/**
 * What a single made from one form implies (001 §5): the account holder performs it (the performer autofix) and,
 * unless contributors are given, wrote all of it; their full name when the profile has one, else their name.
 */
function credits(owner: { name: string; firstName: string; lastName: string }, contributors?: readonly ContributorDraft[]) {
  const fullName = `${owner.firstName} ${owner.lastName}`.trim() || owner.name.trim();
  const performers = autofixPerformers({ performers: [] }, owner.name.trim() || fullName);
  return {
    performers: performers.map((performer, position) => ({ position, name: performer.name, instrument: performer.instrument })),
    contributors: (contributors ?? [{ name: fullName, role: 'writer', sharePercent: 100 }]).map((contributor, position) => ({
      position,
      name: contributor.name.trim(),
      role: contributor.role.trim(),
      sharePercent: contributor.sharePercent,
    })),
  };
}

/**
 * Creates a draft single from an uploaded track and cover. Nothing is half-done: either the release, its track,
 * its 'created' event and both stored files all exist, or none of them does.
 */
export async function createSingleRelease(
  deps: CreateReleaseDeps,
  input: CreateSingleReleaseInput,
): Promise<{ releaseId: string }> {
  const { prisma, storage, now } = deps;
  const { settings } = deps;
  const { owner, releaseDate, audio, cover } = await checkInput(prisma, now, input);
  const { performers, contributors } = credits(owner, input.contributors);
  const platforms = defaultPlatforms(owner.plan, deps.stores, owner.role);

  const releaseId = randomUUID();
  // Filed as an upload is filed (the same storage keys, track columns and ISRCs); no filing can race a new release.
  const filed = await fileUnderReleaseLock({ prisma, storage }, releaseId, async (tx, store) => {
    const coverFile = await store(`${coverStem(releaseId)}.${ARTWORK_EXTENSIONS[cover.format]}`, input.cover.path);
    const upc = await drawUpc(tx, settings.upcCompanyPrefix);
    await tx.release.create({
      data: {
        id: releaseId,
        ownerId: input.ownerId,
        artistId: input.artistId,
        title: input.title.trim(),
        type: 'single',
        status: 'draft',
        releaseDate,
        upc,
        platforms,
        ...(input.agreementsAccepted && { agreements: [...RELEASE_AGREEMENTS], agreementsAcceptedAt: now }),
        coverKey: coverFile.key,
        coverFormat: cover.format,
        coverWidth: cover.width,
        coverHeight: cover.height,
        coverBytes: coverFile.bytes,
        coverSha256: coverFile.sha256,
        createdAt: now,
      },
      select: { id: true },
    });
    const track = {
      number: 1,
      title: input.trackTitle.trim(),
      explicit: input.explicit ?? false,
      columns: audioColumns(audio),
      key: `${trackStem(releaseId, 1)}.${AUDIO_EXTENSIONS[audio.format]}`,
      path: input.audio.path,
    };
    const [made] = await recordNewTracks({ now, settings }, tx, store, releaseId, [track]);
    const trackId = made!.id;
    await tx.trackPerformer.createMany({ data: performers.map((each) => ({ ...each, trackId })) });
    await tx.trackContributor.createMany({ data: contributors.map((each) => ({ ...each, trackId })) });
    await tx.activityEvent.create({
      data: { ownerId: input.ownerId, actorId: input.ownerId, actorRole: 'artist', releaseId, type: 'created', toStatus: 'draft', createdAt: now },
    });
  });
  if (filed) throw new AppError(filed.error.code, filed.error.field, filed.error.params);
  return { releaseId };
}
