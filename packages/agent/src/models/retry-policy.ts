/** How hard one model is tried before the chain moves on to the next. */
export interface RetryPolicy {
  /** Extra attempts on the same model after a retryable failure. Default 1. */
  retriesPerModel: number
  baseDelayMs: number
  maxDelayMs: number
  /** A Retry-After longer than this skips to the next model instead of waiting. Default 10 s. */
  maxRetryAfterMs: number
}

export const defaultRetryPolicy: RetryPolicy = {
  retriesPerModel: 1,
  baseDelayMs: 250,
  maxDelayMs: 8000,
  maxRetryAfterMs: 10_000,
}

/**
 * Delay before retry number `attempt` (0-based): exponential growth capped at maxDelayMs, with "equal
 * jitter" (half fixed, half random) so clients that failed together do not retry together. A longer
 * Retry-After from the provider wins.
 */
export function retryDelay(
  attempt: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt)
  const backoff = ceiling / 2 + random() * (ceiling / 2)
  return Math.max(backoff, retryAfterMs ?? 0)
}
