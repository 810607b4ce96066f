import { basename } from 'node:path';
import { mediaTypeOf } from '@slipcase/plugin-contract/batch/resource-paths';
import type { ApiClient } from '../remote/api-client';

/** A file to stream as a `/v1` request's body. */
export interface FileToSend {
  /** Absolute. */
  path: string;
  /** As the user named it: the server sees its base name (`X-Filename`). */
  name: string;
  /** What the content is ('wav', 'jpeg'…), for the Content-Type. */
  format: string | null;
}

/**
 * Streams a file as the body of a `/v1` call (the artwork, a track's audio), reporting the bytes sent since the
 * last report to `onBytes` as they go, for a progress bar.
 */
export async function sendFile<T>(
  api: ApiClient,
  request: { method: string; path: string; query?: Record<string, string> },
  file: FileToSend,
  onBytes: (bytes: number) => void,
): Promise<T> {
  let reported = 0;
  return api.upload<T>(request.method, request.path, file.path, {
    contentType: mediaTypeOf(file.format),
    headers: { 'X-Filename': encodeURIComponent(basename(file.name)) },
    ...(request.query && { query: request.query }),
    onProgress: (sent) => {
      onBytes(sent - reported);
      reported = sent;
    },
  });
}
