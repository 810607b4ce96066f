import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from './client/index';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };

describe('the workflows package', () => {
  it('is entered only through the package, its client, its contracts and its test helpers', () => {
    expect(Object.keys(exports).sort()).toEqual(['.', './client', './contracts', './testing']);
    expect(exports['./client']).toBe('./src/client/index.ts');
    for (const target of Object.values(exports)) expect(existsSync(join(packageDir, target)), target).toBe(true);
  });

  it('has a client that starts, signals and queries workflows, and decides nothing', () => {
    expect(Object.keys(client).sort()).toEqual([
      'TRENDS_SCHEDULE_HOUR_UTC',
      'WORKFLOW_REFUSALS',
      'closeTemporalClient',
      'deliveryWorkflows',
      'ensureTrendSchedules',
      'getTemporalClient',
      'importTrendsDayNow',
      'masteringWorkflows',
      'presaveWorkflows',
      'releaseUpdateWorkflows',
      'releaseWorkflows',
      'resolveTemporalAddress',
      'resolveTemporalNamespace',
      'statementImportWorkflows',
      'takedownWorkflows',
      'withdrawalWorkflows',
      'workflowPorts',
    ]);
  });
});
