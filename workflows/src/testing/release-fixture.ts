import { randomUUID } from 'node:crypto';
import { nextSequenceValue, type PrismaClient } from '@slipcase/db';
import { assignIsrc, assignUpc } from '@slipcase/domain';
import type { TestMedia } from './media';

export function createTestUser(prisma: PrismaClient, role: 'artist' | 'operator' | 'admin' = 'artist') {
  const handle = `${role}${randomUUID().slice(0, 8)}`;
  return prisma.user.create({
    data: { email: `${handle}@example.test`, username: handle, name: `Test ${role}`, passwordHash: 'unused', role },
  });
}

/** A draft single with one track owned by `ownerId`; with `media`, its cover and audio point at real files. */
export async function createDraftRelease(prisma: PrismaClient, ownerId: string, media?: TestMedia) {
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
      releaseDate: new Date('2027-01-15T00:00:00Z'),
      upc: assignUpc('0199990', upcNumber),
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
        },
      },
    },
    include: { tracks: true },
  });
}
