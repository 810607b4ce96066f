import { randomUUID } from 'node:crypto';
import { nextSequenceValue, type PrismaClient } from '@slipcase/db';
import { assignIsrc, assignUpc, DEFAULT_SETTINGS, followedArtistsRequired, RELEASE_AGREEMENTS, type ReleaseStatus } from '@slipcase/domain';
import { countFollowedProArtists } from '../releases/release-draft';
import type { TestMedia } from './media';

export function createTestUser(prisma: PrismaClient, role: 'artist' | 'operator' | 'admin' = 'artist') {
  const handle = `${role}${randomUUID().slice(0, 8)}`;
  return prisma.user.create({
    data: { email: `${handle}@example.test`, username: handle, name: `Test ${role}`, passwordHash: 'unused', role },
  });
}

/**
 * A PRO account with `count` artists, all followed by `userId`: what the follow step asks of a free plan before
 * submitting (`followProArtistsRequired`, 5 by default).
 */
export async function followProArtists(prisma: PrismaClient, userId: string, count = DEFAULT_SETTINGS.followProArtistsRequired) {
  const label = await createTestUser(prisma);
  await prisma.user.update({ where: { id: label.id }, data: { plan: 'pro' } });
  for (let i = 1; i <= count; i++) {
    const artist = await prisma.artist.create({ data: { ownerId: label.id, name: `Followed Act ${i}` } });
    await prisma.artistFollow.create({ data: { userId, artistId: artist.id } });
  }
}

/** A date `days` from today (UTC), at midnight, as Release.releaseDate stores it. */
export function daysFromToday(days: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
}

/**
 * Moves a submitted release's date to yesterday: once its stores took it, it goes live at once instead of waiting
 * for its date (submission refuses a date that close, so tests set it afterwards).
 */
export async function releaseDateReached(prisma: PrismaClient, releaseId: string): Promise<void> {
  await prisma.release.update({ where: { id: releaseId }, data: { releaseDate: daysFromToday(-1) } });
}

export interface DraftReleaseOptions {
  /** Default: 8 weeks from today, past the standard schedule's 3 weeks' notice. */
  releaseDate?: Date;
}

/**
 * A draft single with one track owned by `ownerId`, complete for submission but for its files: with `media`, its
 * cover and audio point at real files (without, it has no cover). Its owner performs and wrote the track, the
 * agreements are accepted, it goes to every store the plan reaches, and a free owner follows the PRO artists the
 * plan asks for.
 */
export async function createDraftRelease(prisma: PrismaClient, ownerId: string, media?: TestMedia, options: DraftReleaseOptions = {}) {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: { name: true, plan: true } });
  if ((await countFollowedProArtists(prisma, ownerId)) < followedArtistsRequired(owner.plan, DEFAULT_SETTINGS)) {
    await followProArtists(prisma, ownerId);
  }
  const artist = await prisma.artist.create({ data: { ownerId, name: 'The Test Tones' } });
  // The same counters the release service uses, so fixtures and services can share a database.
  const upcNumber = await nextSequenceValue(prisma, 'upc');
  const isrcNumber = await nextSequenceValue(prisma, 'isrc');
  const cover = media?.cover;
  const audio = media?.audio;
  return prisma.release.create({
    data: {
      ownerId,
      artistId: artist.id,
      title: 'Sine Wave Sessions',
      releaseDate: options.releaseDate ?? daysFromToday(56),
      upc: assignUpc('0199990', upcNumber),
      agreements: [...RELEASE_AGREEMENTS],
      agreementsAcceptedAt: new Date(),
      ...(cover && {
        coverKey: cover.key,
        coverFormat: 'jpeg',
        coverWidth: cover.width,
        coverHeight: cover.height,
        coverBytes: cover.bytes,
        coverSha256: cover.sha256,
      }),
      tracks: {
        create: {
          number: 1,
          title: 'A440',
          isrc: assignIsrc('QZSLC', 2027, isrcNumber),
          audioKey: audio?.key ?? 'missing/a440.wav',
          audioFormat: 'wav',
          audioBytes: audio?.bytes ?? 0,
          audioSha256: audio?.sha256 ?? '',
          durationMs: audio?.durationMs ?? 65_000,
          sampleRate: 44_100,
          channels: 2,
          bitsPerSample: 16,
          performers: { create: { position: 0, name: owner.name, instrument: 'vocals' } },
          contributors: { create: { position: 0, name: owner.name, role: 'writer', sharePercent: 100 } },
        },
      },
    },
    include: { tracks: true },
  });
}

/** A new owner's draft single (no files) put straight into `status`, as a test of what happens from there needs it. */
export async function createReleaseIn(prisma: PrismaClient, status: ReleaseStatus): Promise<{ ownerId: string; releaseId: string }> {
  const owner = await createTestUser(prisma);
  const release = await createDraftRelease(prisma, owner.id);
  await prisma.release.update({ where: { id: release.id }, data: { status } });
  return { ownerId: owner.id, releaseId: release.id };
}
