import { describe, expect, it } from 'vitest';
import { defaultDeliveryDir } from './delivery-dir';

describe('the default delivery folder', () => {
  const rootDir = '/srv/slipcase';

  it('is SLIPCASE_DELIVERY_DIR when set', () => {
    expect(defaultDeliveryDir({ rootDir, env: { SLIPCASE_DELIVERY_DIR: '/out', SLIPCASE_DATA_DIR: '/data' } })).toBe('/out');
  });

  it('is deliveries/ in SLIPCASE_DATA_DIR, else in <root>/.data', () => {
    expect(defaultDeliveryDir({ rootDir, env: { SLIPCASE_DATA_DIR: '/data' } })).toBe('/data/deliveries');
    expect(defaultDeliveryDir({ rootDir, env: {} })).toBe('/srv/slipcase/.data/deliveries');
  });
});
