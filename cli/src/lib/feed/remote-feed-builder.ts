import { join, resolve } from 'node:path';
import type { StoreFeedBuildJson } from '@slipcase/api-contract/store-feed-schemas';
import { AppError } from '@slipcase/domain';
import { saveStream } from '../export/save-file';
import type { ApiClient } from '../remote/api-client';
import { boundaryOf, readMultipart, type StreamedPart } from '../remote/multipart-reader';
import type { FeedBuild, FeedBuilder } from './feed-builder';

const refused = (message: string) => new AppError('server_error', 'files', {}, message);

/** A path of the batch as the server names it, kept inside the batch's folder. */
function inside(folder: string, path: string): string {
  const target = resolve(folder, path);
  if (!target.startsWith(`${folder}/`)) throw refused(`The server named a file outside the batch: ${path}`);
  return target;
}

/** The `build` part: small JSON, read whole. */
async function buildOf(part: StreamedPart): Promise<StoreFeedBuildJson> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.content) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as StoreFeedBuildJson;
}

/**
 * The batch the server builds (`GET /v1/releases/{id}/feeds/{store}`, for the release's owner or staff, any store it
 * delivers to), read as it streams: each file written here as it comes, through a temporary file, and kept only
 * when its size and SHA-256 are the ones the server listed.
 */
export function remoteFeedBuilder(api: ApiClient): FeedBuilder {
  return async ({ storeId, releaseId, outDir }) => {
    const response = await api.download(`releases/${encodeURIComponent(releaseId)}/feeds/${encodeURIComponent(storeId)}`);
    const boundary = boundaryOf(response.headers.get('Content-Type'));
    if (!boundary || !response.body) throw refused('The server answered the batch without a form');
    let build: StoreFeedBuildJson | null = null;
    let received = 0;
    await readMultipart(response.body as AsyncIterable<Uint8Array>, boundary, async (part) => {
      if (part.name === 'build' && !build) {
        build = await buildOf(part);
        return;
      }
      const file = build?.files[received];
      if (part.name !== 'files' || !build || !file || part.filename !== file.path) {
        throw refused(`The server sent a part it did not list: ${part.name} ${part.filename ?? ''}`.trim());
      }
      received += 1;
      const saved = await saveStream(part.content, inside(join(outDir, build.batchId), file.path), { expectedSha256: file.sha256 });
      if (saved.bytes !== file.bytes) throw refused(`${file.path} did not arrive as the server listed it`);
    });
    const described = build as StoreFeedBuildJson | null;
    if (!described) throw refused('The server answered no batch');
    if (received !== described.files.length) throw refused(`The server sent ${received} files of the ${described.files.length} it listed`);
    // In the order the local build answers, so that --json prints the same either way.
    const { store, batchId, messageId, files, validatedAgainst } = described;
    return { store, releaseId: described.releaseId, batchId, messageId, location: join(outDir, batchId), files, validatedAgainst } satisfies FeedBuild;
  };
}
