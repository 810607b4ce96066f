import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { createTokenUser } from './api';
import { useTestDatabase } from './database';

export interface LabelWorkspace {
  database: TestDatabase;
  /** Where stored files go (SLIPCASE_STORAGE_DIR). */
  storageDir: string;
  /** An empty folder for the test's own files. */
  mediaDir: string;
  /** A PRO user with a read, write and submit token, and their artist "Nova Lane". */
  label: Awaited<ReturnType<typeof createTokenUser>>;
  artistId: string;
  drop(): Promise<void>;
}

/** A test database, a storage folder and a label calling `/v1` with a token: what the file operations' tests share. */
export async function createLabelWorkspace(prefix: string): Promise<LabelWorkspace> {
  const database = await useTestDatabase();
  const workDir = await mkdtemp(join(tmpdir(), prefix));
  const storageDir = join(workDir, 'storage');
  const mediaDir = join(workDir, 'media');
  await mkdir(mediaDir);
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  const label = await createTokenUser(database, 'label');
  const artistId = (await database.prisma.artist.create({ data: { ownerId: label.id, name: 'Nova Lane' } })).id;
  const drop = async () => {
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  };
  return { database, storageDir, mediaDir, label, artistId, drop };
}
