import { stat } from 'node:fs/promises';
import { sha256File, sha256 } from '../media/hash-file';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { Transport } from '../batch/transport';

export interface RecordedWrite {
  path: string;
  sha256: string;
  bytes: number;
}

/**
 * Passes every write on to the real transport, then records it (in completion order) and keeps a copy in a
 * local mirror folder, so a test can inspect what a plugin sent whatever its transport is.
 */
export class RecordingTransport implements Transport {
  readonly writes: RecordedWrite[] = [];
  readonly kind: Transport['kind'];
  readonly mirror: LocalFolderTransport;
  readonly list?: (relativeDir: string) => Promise<string[]>;
  readonly read?: (relativePath: string) => Promise<Buffer>;
  readonly close?: () => Promise<void>;

  constructor(
    private readonly inner: Transport,
    mirrorDir: string,
  ) {
    this.kind = inner.kind;
    this.mirror = new LocalFolderTransport(mirrorDir);
    if (inner.list) this.list = inner.list.bind(inner);
    if (inner.read) this.read = inner.read.bind(inner);
    if (inner.close) this.close = inner.close.bind(inner);
  }

  async put(relativePath: string, source: string | Buffer): Promise<void> {
    await this.inner.put(relativePath, source);
    await this.mirror.put(relativePath, source);
    const local = this.mirror.location(relativePath);
    const hash = typeof source === 'string' ? await sha256File(local) : sha256(source);
    const bytes = typeof source === 'string' ? (await stat(local)).size : source.length;
    this.writes.push({ path: relativePath, sha256: hash, bytes });
  }

  location(relativePath: string): string {
    return this.inner.location(relativePath);
  }
}
