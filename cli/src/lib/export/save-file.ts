import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@slipcase/domain';
import { measuringStream, sha256File } from '@slipcase/plugin-contract/media/hash-file';

export interface SavedFile {
  sha256: string;
  bytes: number;
  /** False when the file was already there with these bytes: nothing was changed. */
  written: boolean;
}

/** The SHA-256 and size of the file at `path`; null when there is none. */
export async function existingFile(path: string): Promise<{ sha256: string; bytes: number } | null> {
  const size = await stat(path).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  );
  return size === null ? null : { sha256: await sha256File(path), bytes: size };
}

/**
 * Streams `body` into a temporary file beside `target`, hashing it on the way, and only then renames it into
 * place: `target` is never half written, whenever the process stops. Bytes whose SHA-256 is not `expectedSha256`
 * are refused (`download_failed`) and nothing is kept; bytes `target` already holds change nothing.
 */
export async function saveStream(
  body: ReadableStream<Uint8Array> | Readable | null,
  target: string,
  options: { expectedSha256?: string | null; onBytes?: (bytes: number) => void } = {},
): Promise<SavedFile> {
  await mkdir(dirname(target), { recursive: true });
  // A fixed name: what a killed run left behind is overwritten by the next one, never left to pile up.
  const temporary = join(dirname(target), `.${basename(target)}.partial`);
  const counter = measuringStream(options.onBytes);
  try {
    const source = body instanceof Readable ? body : body ? Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]) : Readable.from([]);
    await pipeline(source, counter.stream, createWriteStream(temporary));
    const { sha256, bytes } = counter.measured();
    if (options.expectedSha256 && sha256 !== options.expectedSha256) {
      throw new AppError('download_failed', target, {}, `${target}: the SHA-256 of what came is ${sha256}, not the server's ${options.expectedSha256}; run the same command again`);
    }
    if ((await existingFile(target))?.sha256 === sha256) {
      await rm(temporary, { force: true });
      return { sha256, bytes, written: false };
    }
    await rename(temporary, target);
    return { sha256, bytes, written: true };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `text` as the file `target` (UTF-8), written as saveStream writes. */
export function saveText(text: string, target: string): Promise<SavedFile> {
  return saveStream(new Blob([text]).stream(), target);
}
