/**
 * Runs `body` with `object[key]` swapped for what `replace` makes of the original, and puts
 * the original back afterwards: a failure or a race injected into one call path of a live app.
 */
export async function withReplaced<T extends object, K extends keyof T>(
  object: T,
  key: K,
  replace: (original: T[K]) => T[K],
  body: () => Promise<void>,
): Promise<void> {
  const original = object[key];
  object[key] = replace(original);
  try {
    await body();
  } finally {
    object[key] = original;
  }
}
