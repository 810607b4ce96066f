import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';

export type HashAlgorithm = 'sha256' | 'md5';

/** Hex digest of a file, read as a stream (audio files are far too large to hold in memory). */
export async function hashFile(path: string, algorithm: HashAlgorithm): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256File = (path: string): Promise<string> => hashFile(path, 'sha256');
export const md5File = (path: string): Promise<string> => hashFile(path, 'md5');

/**
 * A pass-through stream that measures what goes through it (`onBytes` hears of each chunk); `measured()`, once
 * everything has passed, gives its SHA-256 and size.
 */
export function measuringStream(onBytes?: (bytes: number) => void): { stream: Transform; measured(): { sha256: string; bytes: number } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ sha256: hash.digest('hex'), bytes }) };
}

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
