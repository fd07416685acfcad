// Keeps the result of a read for a short time, so read-mostly data costs one query per interval instead of one per request.

export type Clock = () => number;

/**
 * `load` runs at most once per `ttlMs` while it succeeds; callers arriving during a load share it,
 * and a failed load is forgotten so the next call tries again.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: Clock = Date.now): () => Promise<T> {
  let entry: { value: Promise<T>; expires: number } | undefined;
  return () => {
    const time = now();
    if (entry !== undefined && time < entry.expires) return entry.value;
    const value = load();
    const current = { value, expires: time + ttlMs };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return value;
  };
}
