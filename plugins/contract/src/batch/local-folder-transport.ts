import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkRelativePath, type Transport } from './transport';

/** A transport into a folder on this machine. Each file appears whole: written beside, then renamed into place. */
export class LocalFolderTransport implements Transport {
  readonly kind = 'folder' as const;
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = resolve(rootDir);
  }

  async put(relativePath: string, source: string | Buffer): Promise<void> {
    const target = this.location(relativePath);
    if (checkRelativePath(relativePath).length === 0) throw new RangeError('put needs a file path');
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.part`;
    if (typeof source === 'string') await copyFile(source, partial);
    else await writeFile(partial, source);
    await rename(partial, target);
  }

  async list(relativeDir: string): Promise<string[]> {
    try {
      return (await readdir(this.location(relativeDir))).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  read(relativePath: string): Promise<Buffer> {
    return readFile(this.location(relativePath));
  }

  location(relativePath: string): string {
    return join(this.rootDir, ...checkRelativePath(relativePath));
  }
}
