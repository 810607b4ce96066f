import type { ServiceDeps } from '../deps';
import type { UploadKind } from './media-refusal';
import type { AudioAnalysis } from '@slipcase/plugin-contract';

/** What filing a file needs: the database, the storage, the moment and the ISRC prefix. */
export type MediaDeps = Pick<ServiceDeps, 'prisma' | 'storage' | 'now' | 'settings'>;

/** A file on this machine, to be checked and filed; the caller owns it and removes it. */
export interface ReceivedMedia {
  path: string;
  /** The name the user's file had: a new track's title when none is given. */
  filename: string;
  /** A new track's title (the file name's otherwise). */
  title?: string | null;
  /** Audio already read by analyzeReceivedAudio (several uploads' files read together). */
  analysis?: AudioAnalysis;
}

/** Where a file goes: the user's release and, for audio replacing a track's, that track. */
export interface FilingTarget {
  userId: string;
  releaseId: string;
  kind: UploadKind;
  /** Audio only: the track whose audio is replaced. */
  trackId?: string | null;
}
