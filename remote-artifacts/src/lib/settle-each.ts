/** Calls at the same time for a bulk action: a few, so a big selection does not flood the API. */
export const AT_A_TIME = 3;

/**
 * Runs `task` for every item, at most `AT_A_TIME` at once, and answers each outcome in the
 * items' order: one failure neither stops the others nor loses their results.
 */
export async function settleEach<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  atATime = AT_A_TIME,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  // One queue the workers share: each takes the next item when its call answered.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) {
      try {
        results[index] = { status: 'fulfilled', value: await task(item) };
      } catch (reason: unknown) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atATime, items.length) }, worker));
  return results;
}
