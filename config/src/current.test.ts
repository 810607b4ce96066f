import { afterEach, describe, expect, it } from 'vitest';
import { config, initConfig, resetConfig } from './current';

const saved = process.env.SLIPCASE_API_RATE_LIMIT;

afterEach(() => {
  resetConfig();
  if (saved === undefined) delete process.env.SLIPCASE_API_RATE_LIMIT;
  else process.env.SLIPCASE_API_RATE_LIMIT = saved;
});

describe('config()', () => {
  it('reads process.env on each call until the process starts with initConfig', () => {
    process.env.SLIPCASE_API_RATE_LIMIT = '7';
    expect(config().web.apiRateLimit).toBe(7);
    process.env.SLIPCASE_API_RATE_LIMIT = '8';
    expect(config().web.apiRateLimit).toBe(8);
  });

  it('keeps what initConfig checked, whatever happens to process.env later', () => {
    initConfig({ SLIPCASE_API_RATE_LIMIT: '9' });
    process.env.SLIPCASE_API_RATE_LIMIT = '10';
    expect(config().web.apiRateLimit).toBe(9);
  });
});
