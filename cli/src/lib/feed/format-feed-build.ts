import type { FeedBuild } from './feed-builder';
import { table } from '../format';

/** The batch `feed build` wrote: where, every file with its size and SHA-256, and what it was validated against. */
export function formatFeedBuild(build: FeedBuild): string {
  const width = Math.max(...build.files.map((file) => String(file.bytes).length));
  return [
    ...table([
      ['Store', `${build.store.name} (${build.store.id})`],
      ['Release', build.releaseId],
      ['Batch', build.batchId],
      ['Message', `${build.messageId} (a test message)`],
      ['Written to', build.location],
    ]),
    '',
    ...table(build.files.map((file) => [file.path, `${String(file.bytes).padStart(width)} bytes`, file.sha256])).map((line) => `  ${line}`),
    '',
    `Valid against ${build.validatedAgainst.join(' and ')}`,
  ].join('\n');
}
