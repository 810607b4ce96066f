import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `lockFile` for this process, or throws when another live process (or this one) holds it. A lock left
 * by a process that died is taken over. Returns the release function.
 */
export function acquireLock(lockFile: string, what: string): () => void {
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isProcessRunning(holder)) {
      throw new Error(`${what} is already in use by process ${holder} (lock file ${lockFile}).`);
    }
    rmSync(lockFile, { force: true });
  }
}
