/** How a dropped stream is retried: `maxRetries` reconnects in a row without progress, growing delays. */
export interface RetryPolicy {
  maxRetries: number
  initialDelayMs: number
  maxDelayMs: number
}

export const defaultRetryPolicy: RetryPolicy = { maxRetries: 5, initialDelayMs: 250, maxDelayMs: 5000 }

/** Exponential backoff with full jitter in the upper half, so many clients do not reconnect in step. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1))
  return ceiling / 2 + (random() * ceiling) / 2
}

/** Waits, unless the signal aborts first (then rejects with its reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
