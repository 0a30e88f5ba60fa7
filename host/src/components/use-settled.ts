import { startTransition, useEffect, useState } from 'react';

/** A promise's outcome: none while it is pending. */
export type Settled<T> = { value: T } | { reason: unknown } | undefined;

/** Each promise's outcome, recorded once it settles, so a later reader has it at once. */
const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();

/**
 * A promise's outcome as state, for code the page waits on (the portal's start, a remote's
 * page). Suspense would do the same with `use`, but React 19 holds back a boundary's content
 * up to 300 ms after its fallback showed (its fallback throttle), and a page that arrives
 * pre-rendered would sit those 300 ms unusable. A transition is not held back, and renders
 * in slices as Suspense's retry did, so the main thread stays free for input.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [seen, setSeen] = useState<{ promise: Promise<T>; outcome: Settled<T> }>();
  useEffect(() => {
    let listening = true;
    const known = outcomes.get(promise) as Settled<T>;
    const settled: Promise<Settled<T>> = known
      ? Promise.resolve(known)
      : promise.then(
          (value) => ({ value }),
          (reason: unknown) => ({ reason }),
        );
    void settled.then((outcome) => {
      outcomes.set(promise, outcome);
      if (listening) startTransition(() => setSeen({ promise, outcome }));
    });
    return () => void (listening = false);
  }, [promise]);
  return seen?.promise === promise ? seen.outcome : (outcomes.get(promise) as Settled<T>);
}
