import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import type { UploadMetadata } from '../server/media/tus-store.server';

/** Real audio files made by ffmpeg, as the services' tests make them. */
export { writeAudio, type TestAudio } from '@slipcase/services/testing/media';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit PNG of `side` x `side` black pixels, a few kilobytes on disk that would take
 * side² bytes and more once decoded.
 */
export async function writePixelBomb(path: string, side: number): Promise<string> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(side / 8); // filter byte, then the row's bits
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await writeFile(path, Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]));
  return path;
}

/** A finished tus upload of the file at `source`, as the tus endpoint leaves it, with the server's metadata. */
export async function putFinishedUpload(
  store: FileStore,
  source: string,
  metadata: Omit<UploadMetadata, 'trackId'> & { trackId?: string | null },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const { size } = await stat(source);
  await store.create(
    new Upload({ id, size, offset: 0, metadata: { ...metadata, trackId: metadata.trackId ?? null }, creation_date: new Date().toISOString() }),
  );
  await store.write(createReadStream(source), id, 0);
  return id;
}

/** Every file under a folder (paths relative to it), for checking that nothing was left behind. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
