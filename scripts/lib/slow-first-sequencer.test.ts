import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { SLOW_FILES, SlowFirstSequencer } from './slow-first-sequencer';

// A fresh clone: vitest knows neither durations nor sizes, and keeps the order it was given.
const freshClone = { config: { root: '/repo' }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } };
const spec = (path: string) => ({ moduleId: `/repo/${path}`, project: { name: '' } }) as unknown as TestSpecification;

describe('SlowFirstSequencer', () => {
  it('starts the slow files first and keeps the others in vitest\'s order', async () => {
    const files = ['a.test.ts', ...SLOW_FILES, 'b.test.ts', `x${SLOW_FILES[0]}`].map(spec);
    const sorted = await new SlowFirstSequencer(freshClone as unknown as Vitest).sort(files);
    expect(sorted.map((file) => file.moduleId)).toEqual(
      [...SLOW_FILES, 'a.test.ts', 'b.test.ts', `x${SLOW_FILES[0]}`].map((path) => `/repo/${path}`),
    );
  });
});
