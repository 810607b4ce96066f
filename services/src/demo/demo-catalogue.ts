import type { ReleaseStatus } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import type { WorkflowPorts } from '../ports/workflows';
import { createSingleRelease, type CreateReleaseDeps } from '../releases/create-release';
import { approveRelease } from '../review/approve-release';
import { submitRelease } from '../submission/submit-release';
import { writeDemoMedia } from './demo-media';

/** The demo artist's singles: title and the tone of their audio. */
export const DEMO_SINGLES = [
  { title: 'Night Drive', frequency: 330 },
  { title: 'Low Tide', frequency: 392 },
  { title: 'Paper Planes', frequency: 494 },
] as const;

export interface DemoRelease {
  releaseId: string;
  title: string;
  upc: string;
  isrc: string;
  artist: string;
  stores: string[];
}

const STATUS_WAIT_MS = 120_000;
const DEMO_RELEASED_DAYS_AGO = 120;
const demoReleaseDate = (): Date => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - DEMO_RELEASED_DAYS_AGO));
};

/** A demo single of the artist's made from generated files, with every upload check: a draft. */
export async function createDemoSingle(
  deps: CreateReleaseDeps,
  input: { ownerId: string; artistId: string; single: { title: string; frequency: number }; mediaDir: string },
): Promise<string> {
  const { title, frequency } = input.single;
  const name = title.toLowerCase().replace(/\W+/g, '-');
  const files = await writeDemoMedia(input.mediaDir, name, frequency);
  const { releaseId } = await createSingleRelease(deps, {
    ownerId: input.ownerId,
    artistId: input.artistId,
    title,
    trackTitle: title,
    audio: { path: files.audio, fileName: `${name}.flac` },
    cover: { path: files.cover, fileName: `${name}.jpg` },
    agreementsAccepted: true,
  });
  return releaseId;
}

/** Waits until the workflows have moved every release to `status` (a submission reaches review on its own). */
async function waitForStatus(deps: Pick<ServiceDeps, 'prisma'>, releaseIds: readonly string[], status: ReleaseStatus): Promise<void> {
  const deadline = Date.now() + STATUS_WAIT_MS;
  for (;;) {
    const waiting = await deps.prisma.release.count({ where: { id: { in: [...releaseIds] }, status: { not: status } } });
    if (waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting} demo release(s) did not reach ${status} within ${STATUS_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Publishes the demo artist's singles the way an artist and an operator would: each is created from real files
 * (every upload check), submitted (its workflow starts), approved by the operator, and delivered by the worker to
 * every store in sandbox mode. Returns them once all are published.
 */
export async function publishDemoCatalogue(
  deps: ServiceDeps & Pick<WorkflowPorts, 'releases'>,
  input: { artistUsername: string; operatorUsername: string; mediaDir: string },
): Promise<DemoRelease[]> {
  const owner = await deps.prisma.user.findUniqueOrThrow({ where: { username: input.artistUsername }, include: { artists: true } });
  const operator = await deps.prisma.user.findUniqueOrThrow({ where: { username: input.operatorUsername } });
  const artist = owner.artists[0]!;
  const releaseIds: string[] = [];
  for (const single of DEMO_SINGLES) {
    const releaseId = await createDemoSingle(deps, { ownerId: owner.id, artistId: artist.id, single, mediaDir: input.mediaDir });
    await submitRelease(deps, { releaseId, userId: owner.id, via: 'web' });
    releaseIds.push(releaseId);
  }
  await waitForStatus(deps, releaseIds, 'in_review');
  // The demo's statements cover the last three months, so its singles came out before them: a date no submission
  // accepts, set while the operator reviews, so each goes live as soon as every store has it.
  await deps.prisma.release.updateMany({ where: { id: { in: releaseIds } }, data: { releaseDate: demoReleaseDate() } });
  for (const releaseId of releaseIds) {
    await approveRelease(deps, { releaseId, operatorId: operator.id, via: 'web', note: 'Demo catalogue' });
  }
  await waitForStatus(deps, releaseIds, 'published');
  const releases = await deps.prisma.release.findMany({
    where: { id: { in: releaseIds } },
    select: { id: true, title: true, upc: true, artist: { select: { name: true } }, tracks: { select: { isrc: true } }, deliveries: { select: { store: true } } },
  });
  // In DEMO_SINGLES' order, which the demo statements' figures follow (created at one `now`, they share a createdAt).
  releases.sort((a, b) => releaseIds.indexOf(a.id) - releaseIds.indexOf(b.id));
  return releases.map((release) => ({
    releaseId: release.id,
    title: release.title,
    upc: release.upc,
    isrc: release.tracks[0]!.isrc,
    artist: release.artist.name,
    stores: [...new Set(release.deliveries.map((delivery) => delivery.store))].sort(),
  }));
}
