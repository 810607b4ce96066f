import { getPrisma } from '@slipcase/db';
import { readSettings, type ReleaseCheckContext } from '@slipcase/domain';
import {
  RELEASE_DRAFT_INCLUDE,
  releaseCheckContext,
  toReleaseDraft,
  type ReleaseDraftRow,
} from '@slipcase/workflows/services/release-draft';
import { availableStores } from '@slipcase/workflows/store-catalog';
import { releasePath } from '../new-release.server';
import { requireUser, type SessionUser } from '../session.server';

/** What the wizard reads of a release: the workflows' mapping, the one the submission checks too. */
export const DRAFT_INCLUDE = RELEASE_DRAFT_INCLUDE;
export type DraftRow = ReleaseDraftRow;
export { toReleaseDraft };

/** Statuses in which the artist may still change a release: a draft, and a rejected release once reopened. */
const EDITABLE = new Set(['draft', 'reopened']);

export function isEditable(status: string): boolean {
  return EDITABLE.has(status);
}

/** Everything the rules need besides the draft, read for this user and release now (the submission's own context). */
export async function checkContextFor(user: Pick<SessionUser, 'id' | 'plan' | 'timeZone'>, release: DraftRow): Promise<ReleaseCheckContext> {
  return releaseCheckContext(getPrisma(), user, release, {
    now: new Date(),
    settings: readSettings(process.env),
    stores: await availableStores(),
  });
}

/**
 * The signed-in owner's release for the wizard. Someone else's release does not exist for them; a release past
 * the point of changes (submitted, live…) opens on its own page instead.
 */
export async function loadEditableRelease(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const release = releaseId
    ? await getPrisma().release.findUnique({ where: { id: releaseId }, include: DRAFT_INCLUDE })
    : null;
  if (!release || release.ownerId !== user.id) throw new Response('Not found', { status: 404 });
  if (!isEditable(release.status)) throw new Response(null, { status: 302, headers: { Location: releasePath(release.id) } });
  return { user, release, draft: toReleaseDraft(release) };
}
