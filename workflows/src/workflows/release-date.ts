import { condition, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { DATABASE_ACTIVITY } from './activity-options';

const { releaseLiveAt } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * Waits on a workflow timer until the release goes live (00:00 UTC of its release date); a date already past does
 * not wait. Each releaseChanged signal (`changes.count` moves on) reads the date again and re-arms the timer, so a
 * date moved while waiting is kept, earlier or later. `waiting` is told each instant it waits for.
 */
export async function awaitReleaseDate(
  releaseId: string,
  changes: { readonly count: number },
  waiting: (liveAt: string) => void,
): Promise<void> {
  for (;;) {
    // Read before the date is: a signal that arrives while the activity runs reads it once more.
    const seen = changes.count;
    const { liveAt } = await releaseLiveAt({ releaseId });
    const remaining = Date.parse(liveAt) - Date.now();
    if (remaining <= 0) return;
    waiting(liveAt);
    if (!(await condition(() => changes.count !== seen, remaining))) return;
  }
}
