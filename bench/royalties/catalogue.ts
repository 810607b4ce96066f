import { onDatabase } from '@slipcase/db/testing/on-database';

/** The bench's catalogue: ISRC of recording `n` (1-based); `unknown` ones belong to nobody here. */
export const benchIsrc = (n: number, unknown = false) => `${unknown ? 'GBZZZ' : 'QZBEN'}26${String(n).padStart(5, '0')}`;
export const benchUpc = (n: number) => `8${String(n).padStart(11, '0')}`;
const OWNERS = 100;

/**
 * Writes the catalogue straight into the database (setting up, not measured): 100 owners (half free, half PRO),
 * one single per recording, and a three-way split (owner and two payees not signed up yet) on every fifth track.
 */
export async function writeBenchCatalogue(url: string, recordings: number): Promise<void> {
  await onDatabase(
    url,
    `
    INSERT INTO "User" (id, email, username, name, "passwordHash", plan, "createdAt", "updatedAt")
      SELECT 'owner' || n, 'owner' || n || '@bench.test', 'owner' || n, 'Owner ' || n, 'unused',
             (CASE WHEN n % 2 = 0 THEN 'pro' ELSE 'free' END)::"Plan", '2025-01-01', now()
      FROM generate_series(1, ${OWNERS}) AS n;
    INSERT INTO "Artist" (id, "ownerId", name, "createdAt", "updatedAt")
      SELECT 'artist' || n, 'owner' || n, 'Act ' || n, now(), now() FROM generate_series(1, ${OWNERS}) AS n;
    INSERT INTO "Release" (id, "ownerId", "artistId", title, "releaseDate", upc, status, "createdAt", "updatedAt")
      SELECT 'release' || n, 'owner' || (n % ${OWNERS} + 1), 'artist' || (n % ${OWNERS} + 1), 'Single ' || n, '2025-06-01',
             '8' || lpad(n::text, 11, '0'), 'published', now(), now()
      FROM generate_series(1, ${recordings}) AS n;
    INSERT INTO "Track" (id, "releaseId", number, title, isrc, "audioKey", "audioFormat", "audioBytes", "audioSha256", "durationMs", "createdAt")
      SELECT 'track' || n, 'release' || n, 1, 'Single ' || n, 'QZBEN26' || lpad(n::text, 5, '0'), 'bench/' || n, 'flac', 1, '0', 180000, now()
      FROM generate_series(1, ${recordings}) AS n;
    INSERT INTO "Split" (id, "ownerId", "releaseId", "trackId", "fromPeriod", "ownerBps", "createdAt")
      SELECT 'split' || n, 'owner' || (n % ${OWNERS} + 1), 'release' || n, 'track' || n, '2025-01', 3334, now()
      FROM generate_series(5, ${recordings}, 5) AS n;
    INSERT INTO "SplitPayee" (id, "splitId", email, "shareBps", "invitedAt")
      SELECT 'payee' || n || '-' || p, 'split' || n, 'payee' || p || '-' || n || '@bench.test', 3333, now()
      FROM generate_series(5, ${recordings}, 5) AS n, generate_series(1, 2) AS p;
    `,
  );
}
