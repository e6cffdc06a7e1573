import { AgentError } from '../errors.ts'
import type { Message } from '../messages/message.ts'
import { addUsage, type Usage } from '../messages/usage.ts'
import type { PendingCall } from './pending-call.ts'
import type { RunContext, SessionState } from './runtime.ts'

/**
 * Appends a finished step to history and queues its checkpoint. This is the only place history grows, and
 * it grows a whole step at a time: an assistant message together with the results of its calls.
 */
export function commitStep<State>(
  context: RunContext<State>,
  messages: readonly Message[],
  parked: readonly PendingCall[] = [],
  usage?: Usage,
): void {
  const { session } = context
  session.messages.push(...messages)
  session.pending.push(...parked)
  if (usage) session.usage = addUsage(session.usage, usage)
  queueCheckpoint(context)
}

/**
 * Saves the session as it is now, after the previous save. Snapshots are taken at commit time and saves
 * run in order while the next model call already runs, so the store's write stays off the latency path.
 * At most one save waits behind the one in flight: a newer commit replaces its snapshot, which contains
 * everything the older one did. A failed save fails the run at the next step boundary or at its end,
 * since the work would not survive a crash.
 */
function queueCheckpoint<State>(context: RunContext<State>): void {
  const checkpointer = context.runtime.checkpointer
  if (!checkpointer) return
  const waiting = context.nextCheckpoint !== undefined
  context.nextCheckpoint = {
    sessionId: context.session.id,
    runId: context.runId,
    step: context.step,
    snapshot: snapshotOf(context.session),
    savedAt: Date.now(),
  }
  checkpointer.staged?.(context.nextCheckpoint)
  if (waiting) return
  context.saving = context.saving.then(async () => {
    // Yield one turn of the event loop first: commits that follow at once (a fast offline step after
    // the input) are written together, while steps seconds apart still get a save each.
    await new Promise((resolve) => setImmediate(resolve))
    const checkpoint = context.nextCheckpoint!
    context.nextCheckpoint = undefined
    if (context.saveFailure) return
    try {
      await checkpointer.save(checkpoint)
    } catch (error) {
      context.saveFailure = new AgentError(
        'checkpoint_failed',
        `could not save checkpoint: ${(error as Error).message}`,
        {
          cause: error,
        },
      )
    }
  })
}

/** Throws the first checkpoint failure, if a save has failed so far. */
export function assertCheckpointsHealthy<State>(context: RunContext<State>): void {
  if (context.saveFailure) throw context.saveFailure
}

/** Waits for every queued checkpoint; throws when one failed. */
export async function checkpointsSaved<State>(context: RunContext<State>): Promise<void> {
  await context.saving
  assertCheckpointsHealthy(context)
}

/** A copy of the session's persistent fields. */
export function snapshotOf(session: SessionState) {
  return {
    id: session.id,
    offset: session.offset,
    messages: [...session.messages],
    pending: [...session.pending],
    summary: session.summary,
    usage: { ...session.usage },
  }
}
