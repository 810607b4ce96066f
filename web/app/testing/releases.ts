import type { TestDatabase } from '@slipcase/db/testing';
import { assignIsrc, assignUpc, type ReleaseStatus } from '@slipcase/domain';

let counter = 0;

/**
 * A single in the given status, written straight to the database as the workflows would have left it, with valid
 * identifiers and the facts an upload records (a 65 s 44.1 kHz 16-bit WAV, a 1500 px JPEG cover) unless overridden.
 */
export async function createReleaseRow(
  database: TestDatabase,
  fields: {
    ownerId: string;
    title: string;
    status: ReleaseStatus;
    releaseDate?: string;
    submittedAt?: Date;
    cover?: { width: number; height: number } | null;
    track?: { durationMs?: number; sampleRate?: number; bitsPerSample?: number; format?: string };
  },
) {
  counter += 1;
  const artist = await database.prisma.artist.create({ data: { ownerId: fields.ownerId, name: 'Nova Lane' } });
  const cover = fields.cover === undefined ? { width: 1500, height: 1500 } : fields.cover;
  return database.prisma.release.create({
    data: {
      ownerId: fields.ownerId,
      artistId: artist.id,
      title: fields.title,
      status: fields.status,
      releaseDate: new Date(`${fields.releaseDate ?? '2031-05-01'}T00:00:00Z`),
      submittedAt: fields.submittedAt ?? null,
      upc: assignUpc('0199990', 500 + counter),
      ...(cover && {
        coverKey: `releases/${counter}/cover.jpg`,
        coverFormat: 'jpeg',
        coverWidth: cover.width,
        coverHeight: cover.height,
        coverBytes: 400_000,
        coverSha256: 'c'.repeat(64),
      }),
      tracks: {
        create: {
          number: 1,
          title: `${fields.title} (Original Mix)`,
          isrc: assignIsrc('QZSLC', 2031, 500 + counter),
          audioKey: `releases/${counter}/track-1.wav`,
          audioFormat: fields.track?.format ?? 'wav',
          audioBytes: 11_000_000,
          audioSha256: 'a'.repeat(64),
          durationMs: fields.track?.durationMs ?? 65_000,
          sampleRate: fields.track?.sampleRate ?? 44_100,
          channels: 2,
          bitsPerSample: fields.track?.bitsPerSample ?? 16,
        },
      },
    },
  });
}

/** The workflows move some statuses on by themselves: wait until the release has `status` (a minute at most). */
export async function waitForStatus(database: TestDatabase, releaseId: string, status: ReleaseStatus): Promise<void> {
  const statusOf = async () => (await database.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  const deadline = Date.now() + 60_000;
  while ((await statusOf()) !== status) {
    if (Date.now() > deadline) throw new Error(`release ${releaseId} is ${await statusOf()}, never ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
