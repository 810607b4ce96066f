import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const FLUSH_AT = 1 << 16;

/** A file written through a buffer of about 64 KiB, gzip-compressed when asked, honouring back-pressure. */
export class PartSink {
  private readonly file: Writable;
  private readonly target: Writable;
  private pending: string[] = [];
  private pendingLength = 0;
  lines = 0;

  constructor(path: string, gzip: boolean) {
    this.file = createWriteStream(path);
    if (gzip) {
      const zip = createGzip();
      zip.pipe(this.file);
      this.target = zip;
    } else this.target = this.file;
  }

  async write(line: string): Promise<void> {
    this.pending.push(line);
    this.pendingLength += line.length;
    this.lines += 1;
    if (this.pendingLength >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    const text = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    if (!this.target.write(text)) await new Promise<void>((resolve) => this.target.once('drain', resolve));
  }

  async close(): Promise<void> {
    await this.flush();
    this.target.end();
    await finished(this.file);
  }
}
