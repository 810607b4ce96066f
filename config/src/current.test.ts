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

  it('reads a variable that was removed or added since the last call, not the configuration read before', () => {
    process.env.SLIPCASE_API_RATE_LIMIT = '7';
    const before = config();
    expect(config()).toBe(before);
    delete process.env.SLIPCASE_API_RATE_LIMIT;
    expect(config().web.apiRateLimit).not.toBe(7);
    process.env.SLIPCASE_STORE_GOLDEN_URL = '/tmp/golden';
    expect(config().env.SLIPCASE_STORE_GOLDEN_URL).toBe('/tmp/golden');
    delete process.env.SLIPCASE_STORE_GOLDEN_URL;
    expect(config().env.SLIPCASE_STORE_GOLDEN_URL).toBeUndefined();
  });

  it('keeps what initConfig checked, whatever happens to process.env later', () => {
    initConfig({ SLIPCASE_API_RATE_LIMIT: '9' });
    process.env.SLIPCASE_API_RATE_LIMIT = '10';
    expect(config().web.apiRateLimit).toBe(9);
  });
});
