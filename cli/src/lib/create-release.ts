import { basename, resolve } from 'node:path';
import type { PrismaClient } from '@slipcase/db';
import type { FieldError } from '@slipcase/domain';
import {
  ReleaseValidationError,
  createSingleRelease,
  type ServiceDeps,
  type ReleaseView,
} from '@slipcase/services';
import { InvalidInputError, type InputProblem } from './invalid-input';
import { errorMessage } from './messages';
import { pickArtist } from './pick-artist';
import { missingReleaseFiles } from './release-files';
import { requireReleaseView } from './releases';
import { requireActingUser, type ActingUser } from './users';

export type CreateReleaseDeps = Pick<ServiceDeps, 'prisma' | 'storage' | 'now' | 'settings' | 'stores'>;

export interface CreateReleaseInput {
  /** Username or e-mail of the owner; required, the parameter only lets the missing case say so. */
  as: string | undefined;
  /** The artist's id or exact name, among the owner's artists. */
  artist: string;
  title: string;
  trackTitle: string;
  audioPath: string;
  coverPath: string;
  /** YYYY-MM-DD; by default the earliest a standard release accepts (the service's default, in the owner's time zone). */
  releaseDate?: string;
  explicit?: boolean;
  /** The owner accepts the release agreements (--accept-agreements). */
  agreementsAccepted?: boolean;
}

/** The service names fields after its input; people typed flags. */
const FLAG_FOR_FIELD: Record<string, string> = {
  artistId: 'artist',
  trackTitle: 'track-title',
  releaseDate: 'release-date',
};

function toProblem(error: FieldError): InputProblem {
  const field = FLAG_FOR_FIELD[error.field] ?? error.field;
  // A date given but not YYYY-MM-DD comes back as `required` with its format: say what the web's form says.
  const code = error.code === 'required' && error.params?.format ? 'invalid_date' : error.code;
  return { field, code, message: errorMessage(code, error.params) };
}

async function resolveArtist(prisma: PrismaClient, owner: ActingUser, ref: string): Promise<{ id: string }> {
  const candidates = await prisma.artist.findMany({
    where: { ownerId: owner.id, OR: [{ id: ref }, { name: ref }] },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: 5,
  });
  return pickArtist(candidates, ref, owner.username);
}

/**
 * Creates a draft single as a user. The files are looked at before anything else, so a mistyped path costs no
 * database work; every problem the service finds is reported at once, and on any failure nothing is created.
 */
export async function createReleaseAs(deps: CreateReleaseDeps, input: CreateReleaseInput): Promise<ReleaseView> {
  const missing = await missingReleaseFiles(input);
  if (missing.length > 0) throw new InvalidInputError(missing);

  const owner = await requireActingUser(deps.prisma, input.as);
  const artist = await resolveArtist(deps.prisma, owner, input.artist);
  try {
    const { releaseId } = await createSingleRelease(deps, {
      ownerId: owner.id,
      artistId: artist.id,
      title: input.title,
      trackTitle: input.trackTitle,
      releaseDate: input.releaseDate,
      explicit: input.explicit ?? false,
      agreementsAccepted: input.agreementsAccepted ?? false,
      audio: { path: resolve(input.audioPath), fileName: basename(input.audioPath) },
      cover: { path: resolve(input.coverPath), fileName: basename(input.coverPath) },
    });
    return await requireReleaseView(deps.prisma, releaseId);
  } catch (error) {
    if (error instanceof ReleaseValidationError) throw new InvalidInputError(error.errors.map(toProblem));
    throw error;
  }
}
