import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { runTransportContract } from '../testing/transport-contract';
import { LocalFolderTransport } from './local-folder-transport';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

runTransportContract('LocalFolderTransport', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'slipcase-folder-transport-'));
  made.push(tmp);
  return { transport: new LocalFolderTransport(join(tmp, 'store')), rootLocation: join(tmp, 'store') };
});
