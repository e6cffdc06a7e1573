import { MindwireError } from './errors.ts'
import { sleep } from './sse/backoff.ts'

// `abort()` cancels the run on the server and waits for it, so the session is free at once. A run this
// client only detached from (a dropped connection, another tab's run, a cancel that could not be sent)
// keeps the session busy for up to its resume grace period (5 s by default): a new message in that window
// is answered 409 session_busy, and waiting a little longer than the grace period is enough.
const DELAYS_MS = [200, 400, 800, 1200, 1600, 2000, 2000, 2000]

/** Runs a request that starts a run, retrying while the session is still busy with an earlier one. */
export async function retryWhileBusy<T>(start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await start()
    } catch (error) {
      const busy = error instanceof MindwireError && error.code === 'session_busy'
      const delay = DELAYS_MS[attempt]
      if (!busy || delay === undefined) throw error
      await sleep(delay, signal).catch(() => {
        throw error
      })
    }
  }
}
