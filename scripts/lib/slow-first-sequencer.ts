import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take minutes where the others take seconds: started first, so that the run does not wait on one
 * of them alone at its end. Vitest orders files by their last duration when it has run them on this machine, and
 * by size on a fresh clone (CI), which would start these anywhere.
 */
export const SLOW_FILES = ['workflows/src/delivery-faults.test.ts'];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
    const slow = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((file) => rank(file) < 0)];
  }
}
