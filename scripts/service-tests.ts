/**
 * `node --import tsx scripts/service-tests.ts`: the test-to-source line ratio of services/ and how many of its
 * source files have a test beside them, a row in services/TESTS.md, or neither (with the row each could have).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkServiceTests } from './lib/service-tests';

const report = checkServiceTests(join(dirname(fileURLToPath(import.meta.url)), '..'));
console.log(`services/src: ${report.testLines} test lines / ${report.sourceLines} other lines = ${(report.testLines / report.sourceLines).toFixed(2)}`);
console.log(`${report.sources} source files: ${report.withTestBeside} with a test beside, ${report.inMap} in the map, ${report.uncovered.length} with neither`);
for (const problem of report.problems) console.log(`- ${problem}`);
