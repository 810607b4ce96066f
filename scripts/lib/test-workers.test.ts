import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { testWorkers } from './test-workers';

describe('testWorkers', () => {
  it('takes SLIPCASE_TEST_WORKERS when it is a positive whole number, else one more than the cores', () => {
    expect(testWorkers({ SLIPCASE_TEST_WORKERS: '5' })).toBe(5);
    for (const value of [undefined, '', '0', '-2', '1.5', 'many']) {
      expect(testWorkers({ SLIPCASE_TEST_WORKERS: value })).toBe(availableParallelism() + 1);
    }
  });
});
