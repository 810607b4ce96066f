import type { Readable } from 'node:stream';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { RemoteFile } from './remote-files';

/** A file's bytes as they come, from the server or from this machine's storage. */
export type Bytes = ReadableStream<Uint8Array> | Readable;

/**
 * What `slipcase export` reads, from the server the CLI is signed in to (catalogue-source-remote.ts, through `/v1`)
 * or from this machine's database and storage as the account `--as` names (catalogue-source-local.ts): the same
 * releases, files, messages and ledger either way.
 */
export interface CatalogueSource {
  /** Every release of the account, newest first, `concurrency` read at a time. */
  releases(concurrency: number): Promise<ReleaseJson[]>;
  /** A stored file of a release: its cover or a track's audio, as uploaded. */
  file(release: ReleaseJson, file: RemoteFile): Promise<Bytes>;
  /** The release's ERN 4.3 message, or why none can be made of it yet (a draft without a cover). */
  message(release: ReleaseJson): Promise<{ xml: Bytes } | { problems: string[] }>;
  /** The account's royalty ledger as CSV. */
  ledger(): Promise<Bytes>;
}
