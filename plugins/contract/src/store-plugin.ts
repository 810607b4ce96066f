/**
 * The contract between Slipcase and a store. A plugin describes what the store accepts and delivers a release
 * as a DDEX feed through its transport. Workflows call only `deliver` (and `readAcknowledgements`); they never
 * know a store's format.
 */
import type { AudioQuality, ReleaseStatus, SalesReportMapping } from '@slipcase/domain';
import type { Transport } from './batch/transport';

export type AudioCodec = 'flac' | 'wav';
export type ImageFormat = 'jpeg' | 'png';

export interface StoreRequirements {
  /**
   * The most the store takes: every track is transcoded to this codec, at the release's audio quality within this
   * sample rate and bit depth (domain `deliveredAudioResolution`; high quality from a source at least this good
   * gives exactly this).
   */
  audio: { codec: AudioCodec; sampleRate: number; bitDepth: 16 | 24 };
  /** Source formats the store takes from us before transcoding (the upload formats Slipcase accepts by default). */
  acceptedAudioFormats?: readonly string[];
  artwork: { minPx: number; sizePx: number; format: ImageFormat };
  /** Days a standard release must be delivered ahead of its release date. */
  leadTimeDays: number;
  /** Territory codes of the deals: ISO 3166-1 alpha-2 or 'Worldwide'. */
  territories: readonly string[];
}

/** One kind of deal the store takes: commercial models and use types of the ERN 4.3 allowed-value sets. */
export interface DealProfile {
  commercialModels: readonly string[];
  useTypes: readonly string[];
}

/** What goes into the feed for this store. */
export interface FeedProfile {
  /** The message standard; only ERN 4.3 is built today. */
  standard: 'ern-4.3';
  /** The deals offered for every release (main release and each track release). */
  deals: readonly DealProfile[];
}

/** What a store does beyond taking a batch: declared, so the workflows and the contract suite need not guess. */
export interface StoreCapabilities {
  /** The store writes DDEX AcknowledgementMessages back (`ACK_<MessageId>_<timestamp>.xml` in the batch folder). */
  acknowledgements: boolean;
  /** Takes a takedown as an update whose deals have ended. */
  takedowns: boolean;
  /** Takes a complete NewReleaseMessage replacing an earlier one. */
  updates: boolean;
  /**
   * Sends daily trend files (estimated streams by territory, city, playlist, source, audience and device; domain
   * TREND_COLUMNS) through its transport, one per day at `trends/<YYYY-MM-DD>.csv`; a store in sandbox mode reads
   * them from `<trendsDir>/<store id>/`. Absent: false.
   */
  trends?: boolean;
}

/** How the store is reached, for people and for `slipcase plugins list`. */
export interface TransportInfo {
  kind: 'folder' | 'sftp' | 's3';
  /** A folder path, an sftp:// or s3:// URL (never with a password). */
  location: string;
}

/** What a plugin is, without the means to deliver: enough for the web app, the CLI and the review checks. */
export interface StoreProfile {
  /** Stable id, e.g. 'local-folder', 'spotify'. */
  id: string;
  name: string;
  /** 'free' stores are the major platforms every plan reaches; 'premium' ones need PRO or Advanced. */
  tier: 'free' | 'premium';
  /** The receiving party in the MessageHeader. */
  recipient: { dpid: string; name: string };
  requirements: StoreRequirements;
  feed: FeedProfile;
  capabilities: StoreCapabilities;
  /** Deliveries to this store that one worker runs at once. */
  maxConcurrentDeliveries: number;
  /** The statements the store sends back, when it sends any: their formats, and a CSV's columns. */
  salesReports?: SalesReportsCapability;
  /**
   * The release's page in the store once live, when its acknowledgement gave none: a search by UPC (or by artist
   * and title) where the store has no id of the release to link to. Absent: the store gets no link.
   */
  storeUrl?(release: StoreLinkRelease): string;
  /**
   * A sandbox store for the operators' own tests, never offered to artists nor taken for their releases (the
   * local folder): only staff may pick it, unless the installation has no other store.
   */
  operatorsOnly?: boolean;
}

/** What a store's URL rule reads of a live release. */
export interface StoreLinkRelease {
  upc: string;
  title: string;
  artist: string;
}

/** A store's sales and usage statements: DDEX DSR flat files, CSV files laid out as `csv` says, or both. */
export interface SalesReportsCapability {
  formats: readonly ('dsr' | 'csv')[];
  /** Present exactly when the formats include 'csv'. */
  csv?: SalesReportMapping;
}

/** What most stores send: DDEX DSR flat files (Basic Audio Profile). */
export const DSR_SALES_REPORTS: SalesReportsCapability = { formats: ['dsr'] };

export { GENERIC_CSV_MAPPING, type SalesReportMapping } from '@slipcase/domain';

export interface StorePlugin extends StoreProfile {
  transport: TransportInfo;
  /** Sandbox mode: the batches land in a folder of ours and nothing is sent to the store. */
  sandbox?: boolean;
  deliver(release: DeliveryRelease, context: DeliveryContext): Promise<DeliveryReceipt>;
  /** Acknowledgements the store wrote back for a batch (empty until it does); only when capabilities.acknowledgements. */
  readAcknowledgements?(batchId: string): Promise<Acknowledgement[]>;
  /** The store's trend file for a day, null until it has written one; only when capabilities.trends. */
  readTrendFile?(day: string): Promise<TrendFile | null>;
}

/** A store's daily trend file as it wrote it. */
export interface TrendFile {
  /** Where it was read, for people: the transport's location of the file. */
  location: string;
  bytes: Buffer;
}

/** A person or group credited on a release or track, by name. */
export interface DeliveryContributor {
  name: string;
  /** A DDEX ContributorRole, e.g. 'Composer', 'Lyricist', 'Producer', 'MixingEngineer'. */
  role: string;
  /** Share of the rights in percent, when known (the wizard's contributors total 100). */
  sharePercent?: number;
}

export interface DeliveryPerformer {
  name: string;
  /** A DDEX InstrumentType value or free text, e.g. 'Guitar'; absent for a vocalist. */
  instrument?: string;
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
  artist: {
    id: string;
    name: string;
    /**
     * The artist's own profile in each store, by store id, in the form the store is sent (domain
     * `parseStoreArtistId`): the feed for that store names the artist by it. A store left out makes a new profile.
     */
    storeIds?: Readonly<Record<string, string>>;
  };
  /** Featured artists of the whole release, by name. */
  featuredArtists?: readonly string[];
  cover: { path: string; format: ImageFormat; width: number; height: number };
  tracks: DeliveryTrack[];
  /** The owner's plan's audio quality (domain `audioQualityOf`); absent, the best the store takes (an export's). */
  audioQuality?: AudioQuality;
}

export interface DeliveryTrack {
  trackId: string;
  number: number;
  title: string;
  /** 'remix', 'live', ...; absent for the original version. */
  version?: string;
  isrc: string;
  durationMs: number;
  explicit: boolean;
  /** The track's own main artist when it is not the release's. */
  artistName?: string;
  featuredArtists?: readonly string[];
  contributors?: readonly DeliveryContributor[];
  performers?: readonly DeliveryPerformer[];
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
  /**
   * An update's resources that changed and go again (the DDEX choreography's complete message, only changed
   * resources re-sent): the others keep the store's copy and appear without a file. Absent: every resource goes.
   */
  resend?: { cover: boolean; trackIds: readonly string[] };
  isTest: boolean;
  /** Called as the delivery passes each step, for the per-store timeline and the activity's heartbeat. */
  onStep?: (step: DeliveryStep) => void | Promise<void>;
}

/** The steps of one delivery, in order; 'acknowledged' comes later, from the store. */
export type DeliveryStep = 'built' | 'validated' | 'uploaded' | 'manifest_written';

export interface DeliveryReceipt {
  batchId: string;
  messageId: string;
  /** Where the batch landed: a folder path, an sftp:// or s3:// URL. */
  location: string;
  /** Every file written, in the order written (the batch manifest last); paths are relative to `location`. */
  files: Array<{ path: string; sha256: string; bytes: number }>;
}

/** What a store said about a message it received (from an AcknowledgementMessage). */
export interface Acknowledgement {
  /** The acknowledgement file, relative to the batch folder. */
  file: string;
  messageId: string;
  /** The release's ICPN (UPC) the status is about. */
  icpn?: string;
  /** True when the store accepted the message ('SuccessfullyIngestedByReleaseDistributor' / 'SuccessfullyIngested...'). */
  accepted: boolean;
  /** The store's status code and any error text it gave. */
  status: string;
  errorText?: string;
  /** When the store wrote it (ISO 8601). */
  createdAt: string;
  /** The release's page in the store, when the store gave one. */
  url?: string;
}

export type { Transport };
