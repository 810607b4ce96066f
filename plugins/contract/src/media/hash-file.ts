import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export type HashAlgorithm = 'sha256' | 'md5';

/** Hex digest of a file, read as a stream (audio files are far too large to hold in memory). */
export async function hashFile(path: string, algorithm: HashAlgorithm): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256File = (path: string): Promise<string> => hashFile(path, 'sha256');
export const md5File = (path: string): Promise<string> => hashFile(path, 'md5');

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
