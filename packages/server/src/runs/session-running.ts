import type { ServerContext } from '../server-context.ts'
import { runOwnerAnswerSchema, runOwnerSubject } from './run-subjects.ts'

const OWNER_TIMEOUT_MS = 500

/** Whether a run of the session is live on this instance or, with many instances, on any of them. */
export async function sessionRunning(context: ServerContext, sessionId: string): Promise<boolean> {
  const local = context.runs.get(sessionId)
  if (local && !local.finished) return true
  if (context.bus.kind === 'local') return false
  return (
    (await context.bus.request(runOwnerSubject(sessionId), {}, runOwnerAnswerSchema, OWNER_TIMEOUT_MS)) !==
    undefined
  )
}
