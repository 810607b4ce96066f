/**
 * The contract between Slipcase and a store. A plugin describes what the store accepts and delivers a release
 * as a DDEX feed through its transport. Workflows call only `deliver`; they never know a store's format.
 */
import type { ReleaseStatus } from '@slipcase/domain';

export interface StoreRequirements {
  audio: { codec: 'flac' | 'wav'; sampleRate: number; bitDepth: 16 | 24 };
  artwork: { minPx: number; sizePx: number; format: 'jpeg' | 'png' };
  /** Days a standard release must be delivered ahead of its release date. */
  leadTimeDays: number;
  territories: readonly string[];
}

export interface StorePlugin {
  /** Stable id, e.g. 'local-folder', 'spotify'. */
  id: string;
  name: string;
  tier: 'free' | 'premium';
  /** The receiving party in the MessageHeader. */
  recipient: { dpid: string; name: string };
  requirements: StoreRequirements;
  deliver(release: DeliveryRelease, context: DeliveryContext): Promise<DeliveryReceipt>;
}

/** Everything a feed needs about one release, read from the database by the delivery activity. */
export interface DeliveryRelease {
  releaseId: string;
  upc: string;
  title: string;
  type: 'single' | 'ep' | 'album' | 'compilation';
  status: ReleaseStatus;
  primaryGenre: string;
  language: string;
  /** ISO date, YYYY-MM-DD. */
  releaseDate: string;
  label: string | null;
  artist: { id: string; name: string };
  cover: { path: string; format: 'jpeg' | 'png'; width: number; height: number };
  tracks: DeliveryTrack[];
}

export interface DeliveryTrack {
  trackId: string;
  number: number;
  title: string;
  isrc: string;
  durationMs: number;
  explicit: boolean;
  audio: { path: string; format: string };
}

/** Values that make a feed deterministic: ids and timestamps come from the delivery, never the clock. */
export interface DeliveryContext {
  deliveryId: string;
  /** When the delivery was created (ISO 8601); used for MessageCreatedDateTime and the batch id. */
  createdAt: string;
  sender: { dpid: string; name: string };
  /** 'new' sends deals that start on the release date; 'takedown' sends deals that have ended. */
  kind: 'new' | 'update' | 'takedown';
  isTest: boolean;
}

export interface DeliveryReceipt {
  batchId: string;
  messageId: string;
  /** Where the batch landed: a folder path, an sftp:// or s3:// URL. */
  location: string;
  /** Every file written, in the order written (the batch manifest last); paths are relative to `location`. */
  files: Array<{ path: string; sha256: string; bytes: number }>;
}
