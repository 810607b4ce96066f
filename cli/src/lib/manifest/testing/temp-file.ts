import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders: string[] = [];

/** A file of the given content in a new temporary folder; removeTempFiles() removes them all. */
export async function writeTempFile(name: string, content: string | Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'slipcase-manifest-'));
  folders.push(folder);
  const path = join(folder, name);
  await writeFile(path, content);
  return path;
}

export async function removeTempFiles(): Promise<void> {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}
