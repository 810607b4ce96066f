/**
 * `work` on every item, at most `limit` at a time, results in the items' order. After a failure no new item is
 * started; the failure is passed on once the items already started have settled, so nothing runs behind the
 * caller's back.
 */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  const outcome = (await Promise.allSettled(workers)).find((settled) => settled.status === 'rejected');
  if (outcome) throw outcome.reason;
  return results;
}
