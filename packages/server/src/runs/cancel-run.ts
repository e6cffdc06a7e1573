import type { ServerContext } from '../server-context.ts'
import type { LiveRun } from './live-run.ts'
import { runCancelAnswerSchema, runCancelRequestSchema, runCancelSubject } from './run-subjects.ts'

// A cancel must be quick: the owner answers once its run has ended, which an abort makes prompt.
const OWNER_TIMEOUT_MS = 3000
// A run being started (its session loading) is waited for this long, so a cancel that follows its request
// at once — a driver correcting herself — still stops it rather than missing it.
const STARTING_WAIT_MS = 2000

/** Why a run stopped on request: the person pressed Stop, or spoke again (barge-in). */
export type CancelCause = 'cancel' | 'barge_in'

/** What a cancel found: the run it stopped, or that no run of the session was live. */
export interface CancelOutcome {
  status: 'cancelled' | 'not_running'
  runId?: string
}

const REASONS: Record<CancelCause, string> = {
  cancel: 'cancelled on request',
  barge_in: 'cancelled by a new utterance',
}

/**
 * Stops a session's live run and waits until it has ended and its turn is stored: the model stream and a
 * running tool see the abort at once, no further call starts, and the `interrupted` event is marked
 * cancelled. The run may live on another instance: its owner takes the cancel over the bus. The caller
 * has checked that the session belongs to its tenant.
 */
export async function cancelRun(
  context: ServerContext,
  sessionId: string,
  cause: CancelCause,
): Promise<CancelOutcome> {
  // A barge-in comes from the request that is itself starting the session's next run: it stops only a run
  // already live, and never waits on a reservation (which may be its own).
  const deadline = cause === 'barge_in' ? 0 : Date.now() + STARTING_WAIT_MS
  while (context.runs.starting(sessionId) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5))
  const local = context.runs.get(sessionId)
  if (local) return cancelLocal(local, cause)
  if (context.bus.kind === 'local') return { status: 'not_running' }
  const answer = await context.bus.request(
    runCancelSubject(sessionId),
    { cause },
    runCancelAnswerSchema,
    OWNER_TIMEOUT_MS,
  )
  return answer ?? { status: 'not_running' }
}

/** Cancels a run owned by this instance; a run that ended already is reported as not running. */
export async function cancelLocal(live: LiveRun, cause: CancelCause): Promise<CancelOutcome> {
  if (live.finished) {
    await live.result.catch(() => undefined)
    return { status: 'not_running' }
  }
  live.cancel(REASONS[cause])
  await live.result.catch(() => undefined)
  return { status: 'cancelled', runId: live.runId }
}

/** Takes cancels for a run from other instances while it lives (with a shared bus). */
export function answerCancels(context: ServerContext, live: LiveRun): void {
  const stop = context.bus.respond(runCancelSubject(live.sessionId), runCancelRequestSchema, (message) =>
    cancelLocal(live, message.cause),
  )
  void live.result.finally(stop)
}
