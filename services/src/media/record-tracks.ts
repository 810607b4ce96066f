import type { Prisma, Track } from '@slipcase/db';
import { autofixPerformers } from '@slipcase/domain';
import { drawIsrcs } from '../releases/draw-identifiers';
import type { MediaDeps } from './media-deps';
import type { AudioColumns } from './read-audio';
import type { StoredFile } from '../storage/storage';
import type { StoreFile } from './release-lock';

/** A new track to record: its number and title, its checked audio, and the file to store under `key`. */
export interface NewTrackRow {
  number: number;
  title: string;
  columns: AudioColumns;
  key: string;
  path: string;
  /** Whether the track is explicit (false until its details say so). */
  explicit?: boolean;
  /**
   * The account holder's name, who performs the track until its details name someone (001 §5's autofix, done at
   * once so a new track never asks for the performer the wizard says it adds).
   */
  performer?: string;
}

/**
 * Stores the files and records the new tracks in the filing's transaction, each with the next assigned ISRC:
 * the tracks in the order of `rows`.
 */
export async function recordNewTracks(
  deps: Pick<MediaDeps, 'now' | 'settings'>,
  tx: Prisma.TransactionClient,
  store: StoreFile,
  releaseId: string,
  rows: readonly NewTrackRow[],
): Promise<Track[]> {
  if (rows.length === 0) return [];
  const { now, settings } = deps;
  const files: StoredFile[] = [];
  for (const row of rows) files.push(await store(row.key, row.path));
  const isrcs = await drawIsrcs(tx, settings.isrcPrefix, now.getUTCFullYear(), rows.length);
  const made = await tx.track.createManyAndReturn({
    data: rows.map((row, index) => ({
      releaseId,
      number: row.number,
      title: row.title,
      explicit: row.explicit ?? false,
      isrc: isrcs[index]!,
      createdAt: now,
      ...row.columns,
      audioKey: files[index]!.key,
      audioBytes: files[index]!.bytes,
      audioSha256: files[index]!.sha256,
    })),
  });
  const tracks = rows.map((row) => made.find((track) => track.number === row.number)!);
  const performers = rows.flatMap((row, index) =>
    autofixPerformers({ performers: [] }, row.performer ?? '').map((each, position) => ({ trackId: tracks[index]!.id, position, ...each })),
  );
  if (performers.length > 0) await tx.trackPerformer.createMany({ data: performers });
  return tracks;
}
