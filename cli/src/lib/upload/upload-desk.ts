import type { Plan } from '@slipcase/domain';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { ReadyFile, ReadyTrack } from '../manifest';
import type { ReleaseBody, TrackBody } from './request-bodies';

/** Bytes of a file sent since the last report (all of it at once when nothing is sent over a network). */
export type OnBytes = (bytes: number) => void;

/**
 * What `slipcase upload` does to the account's catalogue, on the local database as the account `--as` names
 * (upload-desk-local.ts, through the use cases `/v1` calls) or on the server the CLI is signed in to
 * (upload-desk-remote.ts): the same releases, answers and refusals either way. Every refusal is thrown: an
 * InvalidInputError naming each field, or an AppError.
 */
export interface UploadDesk {
  /** The plan the manifest is checked against and the account's artists (their ids by name). */
  account(): Promise<{ plan: Plan; artists: { id: string; name: string }[] }>;
  /** The draft made once per `idempotencyKey`: `created` false when an earlier run made it. */
  createRelease(body: ReleaseBody, idempotencyKey: string): Promise<{ release: ReleaseJson; created: boolean }>;
  changeRelease(releaseId: string, body: ReleaseBody): Promise<ReleaseJson>;
  putCover(releaseId: string, file: ReadyFile, onBytes: OnBytes): Promise<void>;
  putTrackAudio(releaseId: string, trackId: string, file: ReadyFile, onBytes: OnBytes): Promise<void>;
  changeTrack(releaseId: string, trackId: string, body: TrackBody): Promise<void>;
  /** New tracks with their details, numbered in this order after the release's, all of them or none. */
  addTracks(releaseId: string, tracks: readonly ReadyTrack[]): Promise<void>;
  removeTrack(releaseId: string, trackId: string): Promise<void>;
  /** Submits the draft for review (its workflow). */
  submit(releaseId: string): Promise<void>;
}
