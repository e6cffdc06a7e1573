import { eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { sessions } from '../schema/core/sessions.ts'
import type { EventRepository } from '../store.ts'
import type { Checkpointer } from '../store-types.ts'
import type { ResumePoint } from '../turn-types.ts'
import { POSITION_COLUMNS, positionOf, type SessionPosition } from './positioned-session-reads.ts'
import type { ResumeCache } from './resume-cache.ts'

/**
 * Where a session's next turn starts, from the cache when it can be trusted. A store no other process
 * writes (`trusted`: embedded PGlite, or PostgreSQL claimed exclusive) remembers the truth. PostgreSQL
 * shared by several instances: there one indexed read of the session's position (last run, step, history end, last event)
 * confirms the remembered point, instead of reading the whole history and the event log again.
 */
export function createTurnResume(input: {
  db: Database
  /** No other process writes the store: the remembered point is where the session stands. */
  trusted: boolean
  cache: ResumeCache
  checkpointer: Checkpointer
  events: EventRepository
  /** The session's position as its run's session read just brought it (see positionedSessionReads). */
  recentPosition?: (sessionId: string) => SessionPosition | undefined
}): (sessionId: string) => Promise<ResumePoint> {
  const { db, trusted, cache, checkpointer, events } = input
  return async (sessionId) => {
    const cached = cache.get(sessionId)
    const recent = input.recentPosition?.(sessionId)
    if (cached && (trusted || samePoint(recent ?? (await position(db, sessionId)), cached))) return cached
    const [checkpoint, lastSeq] = await Promise.all([checkpointer.load(sessionId), events.lastSeq(sessionId)])
    cache.set(sessionId, { checkpoint, lastSeq })
    return { checkpoint, lastSeq }
  }
}

/** Where the session stands in the store, or undefined when it is gone. */
async function position(db: Database, sessionId: string): Promise<SessionPosition | undefined> {
  const [row] = await db.select(POSITION_COLUMNS).from(sessions).where(eq(sessions.id, sessionId))
  return row && positionOf(row)
}

/** Whether the remembered point is where the session stands. */
function samePoint(stored: SessionPosition | undefined, point: ResumePoint): boolean {
  if (!stored) return false
  const { checkpoint } = point
  const end = checkpoint ? (checkpoint.snapshot.offset ?? 0) + checkpoint.snapshot.messages.length : 0
  return (
    stored.lastSeq === point.lastSeq &&
    stored.lastRunId === (checkpoint?.runId ?? null) &&
    (checkpoint === undefined || (Number(stored.lastStep) === checkpoint.step && stored.messageEnd === end))
  )
}
