import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemporalTestServer } from './test-server';

const RUN_SH = fileURLToPath(new URL('../../../tools/temporal-test-server/run.sh', import.meta.url));

describe('findTemporalTestServer', () => {
  let tmp: string;
  let provisionedRoot: string;
  let bareRoot: string;
  let custom: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-test-server-'));
    custom = join(tmp, 'my-test-server');
    await writeFile(custom, '#!/bin/sh\n');
    await chmod(custom, 0o755);
    provisionedRoot = join(tmp, 'provisioned');
    await mkdir(join(provisionedRoot, '.tools', 'temporal-test-server', 'lib'), { recursive: true });
    bareRoot = join(tmp, 'bare');
    await mkdir(join(bareRoot, 'tools', 'temporal-test-server'), { recursive: true });
    await copyFile(RUN_SH, join(bareRoot, 'tools', 'temporal-test-server', 'run.sh'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('prefers TEMPORAL_TEST_SERVER_PATH, and refuses one that is not executable', () => {
    expect(findTemporalTestServer({ TEMPORAL_TEST_SERVER_PATH: custom }, provisionedRoot)).toBe(custom);
    expect(() => findTemporalTestServer({ TEMPORAL_TEST_SERVER_PATH: join(tmp, 'absent') }, provisionedRoot)).toThrow(
      /TEMPORAL_TEST_SERVER_PATH=.*absent/,
    );
  });

  it('then takes the wrapper over the jars the setup script fetched', () => {
    const wrapper = join(provisionedRoot, 'tools', 'temporal-test-server', 'run.sh');
    expect(findTemporalTestServer({}, provisionedRoot)).toBe(wrapper);
  });

  it('says how to provision it when the jars are missing, and so does the wrapper', async () => {
    expect(() => findTemporalTestServer({}, bareRoot)).toThrow(/bash scripts\/setup.sh --test/);
    const run = promisify(execFile)(join(bareRoot, 'tools', 'temporal-test-server', 'run.sh'), ['7233']);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/bash scripts\/setup.sh --test/),
    });
  });
});
