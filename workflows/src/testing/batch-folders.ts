import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { xpathAll } from '@slipcase/plugin-contract/testing';

const hashOf = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

export interface BatchCheck {
  batchId: string;
  /** The UPCs of the releases whose messages the batch holds. */
  upcs: string[];
  /** What makes it incomplete: no manifest, a file it names missing or with another hash, a leftover partial file. */
  problems: string[];
}

/**
 * Reads every batch folder of a store's landing folder and checks it is whole: a BatchComplete manifest, each
 * message it lists present with the hash it states, each file a message names present with its hash, and no
 * partial (`.part`) file left behind.
 */
export async function checkBatchFolders(storeDir: string): Promise<BatchCheck[]> {
  const batches = (await readdir(storeDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  return Promise.all(
    batches.map(async ({ name: batchId }) => {
      const dir = join(storeDir, batchId);
      const files = await filesUnder(dir);
      const problems = files.filter((file) => file.endsWith('.part')).map((file) => `partial file ${file}`);
      const upcs = [...new Set(files.filter((file) => /^\d+\/\d+\.xml$/.test(file)).map((file) => file.split('/')[0] ?? ''))];
      const manifestName = `BatchComplete_${batchId}.xml`;
      if (!files.includes(manifestName)) return { batchId, upcs, problems: [...problems, 'no BatchComplete manifest'] };
      const manifest = await readFile(join(dir, manifestName), 'utf8');
      const hashes = await xpathAll(manifest, '/*/MessageInBatch/HashSum/HashSumValue');
      for (const [index, url] of (await xpathAll(manifest, '/*/MessageInBatch/URL')).entries()) {
        const messagePath = join(dir, url);
        if (!files.includes(url)) {
          problems.push(`message ${url} missing`);
          continue;
        }
        if ((await hashOf(messagePath)) !== hashes[index]) problems.push(`message ${url} has another hash than the manifest says`);
        const message = await readFile(messagePath, 'utf8');
        const folder = url.split('/')[0] ?? '';
        const fileHashes = await xpathAll(message, '//File/HashSum/HashSumValue');
        for (const [fileIndex, uri] of (await xpathAll(message, '//File/URI')).entries()) {
          const path = `${folder}/${uri}`;
          if (!files.includes(path)) problems.push(`resource ${path} missing`);
          else if ((await hashOf(join(dir, path))) !== fileHashes[fileIndex]) problems.push(`resource ${path} has another hash than the message says`);
        }
      }
      return { batchId, upcs, problems };
    }),
  );
}
