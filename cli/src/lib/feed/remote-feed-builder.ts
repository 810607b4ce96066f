import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { StoreFeedBuildJson } from '@slipcase/api-contract/store-feed-schemas';
import { AppError } from '@slipcase/domain';
import type { ApiClient } from '../remote/api-client';
import type { FeedBuild, FeedBuilder } from './feed-builder';

/** A path of the batch as the server names it, kept inside the batch's folder. */
function inside(folder: string, path: string): string {
  const target = resolve(folder, path);
  if (!target.startsWith(`${folder}/`)) throw new AppError('server_error', 'files', {}, `The server named a file outside the batch: ${path}`);
  return target;
}

/**
 * The batch the server builds (`GET /v1/releases/{id}/feeds/{store}`, for the release's owner or staff, any store it
 * delivers to), written here file by file, each checked against the size and SHA-256 the server gave.
 */
export function remoteFeedBuilder(api: ApiClient): FeedBuilder {
  return async ({ storeId, releaseId, outDir }) => {
    const response = await api.download(`releases/${encodeURIComponent(releaseId)}/feeds/${encodeURIComponent(storeId)}`);
    const form = await response.formData();
    const build = JSON.parse(String(form.get('build'))) as StoreFeedBuildJson;
    const parts = form.getAll('files').filter((part) => typeof part !== 'string');
    if (parts.length !== build.files.length) throw new AppError('server_error', 'files', {}, `The server sent ${parts.length} files of the ${build.files.length} it listed`);
    const location = join(outDir, build.batchId);
    for (const [index, file] of build.files.entries()) {
      const bytes = Buffer.from(await (parts[index] as Blob).arrayBuffer());
      if (bytes.length !== file.bytes || createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
        throw new AppError('server_error', 'files', {}, `${file.path} did not arrive as the server listed it`);
      }
      const target = inside(location, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    // In the order the local build answers, so that --json prints the same either way.
    const { store, batchId, messageId, files, validatedAgainst } = build;
    return { store, releaseId: build.releaseId, batchId, messageId, location, files, validatedAgainst } satisfies FeedBuild;
  };
}
