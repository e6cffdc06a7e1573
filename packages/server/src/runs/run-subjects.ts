import { RETAINED_PREFIX } from '../bus/nats-bus.ts'

/** Where a live run's events go on the bus (retained, so a resume after its instance died can read them). */
export function runEventsSubject(sessionId: string): string {
  return `${RETAINED_PREFIX}${sessionId}`
}

/** Where the instance running a session's live run answers "is it still running, and where does it start". */
export function runOwnerSubject(sessionId: string): string {
  return `mw.owner.run.${sessionId}`
}

/** What the owner of a live run answers. */
export interface RunOwnerAnswer {
  runId: string
  firstSeq: number
}

/** Where the instance running a session's live run takes a cancel (Stop, a new utterance). */
export function runCancelSubject(sessionId: string): string {
  return `mw.cancel.run.${sessionId}`
}
