import { ApiError } from '../errors';
import type { RateLimitHitsRepository } from '../repositories/rate-limit-hits';

/** One user's counter of model calls: the drafts' limit (DRAFT_MAX per DRAFT_WINDOW_MS). */
export interface CaseBudget {
  hits: RateLimitHitsRepository;
  key: string;
  max: number;
  windowMs: number;
  now: () => number;
  /** Counts a refusal in the metrics, as the per-user limits' refusals are. */
  onRefused: () => void;
}

const refusal = (ttlMs: number) => {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return `Too many model calls from this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Counts one call per case against the budget, stopping at the first the budget refuses.
 * Answers how many may run and the message for the rest; 429 TOO_MANY_REQUESTS (Retry-After)
 * when not even the first may. No cases spend nothing.
 */
export async function spendBudget(
  budget: CaseBudget,
  cases: number,
): Promise<{ allowed: number; refusal: string }> {
  for (let allowed = 0; allowed < cases; allowed += 1) {
    const at = budget.now();
    const { hits, windowStartedAt } = await budget.hits.hit(budget.key, at, budget.windowMs);
    if (hits > budget.max) {
      budget.onRefused();
      const ttl = Math.max(0, windowStartedAt + budget.windowMs - at);
      if (allowed === 0) {
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          refusal(ttl),
          Math.max(1, Math.ceil(ttl / 1000)),
        );
      }
      return { allowed, refusal: `Not run: ${refusal(ttl)}` };
    }
  }
  return { allowed: cases, refusal: '' };
}
