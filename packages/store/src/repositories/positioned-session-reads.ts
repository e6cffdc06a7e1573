import { rememberRecent } from '@mindwire/agent'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { sessionEventBatches } from '../schema/core/session-events.ts'
import { sessions } from '../schema/core/sessions.ts'
import type { SessionRecord, SessionRepository } from '../store.ts'
import { live, RECORD_COLUMNS, toSessionRecord } from './session-repository.ts'

/** Where a session stands in the store: its last run and step, history end and last event number. */
export interface SessionPosition {
  lastRunId: string | null
  lastStep: number | null
  messageEnd: number
  lastSeq: number
}

/** The columns of a session's position, for a select on `sessions`. */
export const POSITION_COLUMNS = {
  lastRunId: sessions.lastRunId,
  lastStep: sessions.lastStep,
  messageEnd: sessions.messageEnd,
  lastSeq: sql<string | number>`coalesce((select max(b.last_seq) from ${sessionEventBatches} b
    where b.session_id = ${sessions.id}), 0)`,
}

/** A position from a row selected with POSITION_COLUMNS (the last event number may come as text). */
export function positionOf(row: {
  lastRunId: string | null
  lastStep: number | null
  messageEnd: number
  lastSeq: string | number
}): SessionPosition {
  const { lastRunId, lastStep, messageEnd, lastSeq } = row
  return { lastRunId, lastStep, messageEnd, lastSeq: Number(lastSeq) }
}

// How long a position read with the session stands in for the turn's own read. A run reads its session
// and then, within milliseconds, its starting point; a position older than this came from another request.
const FRESH_MS = 1000
const POSITIONS_KEPT = 10_000

/** A session and its position, by tenant and id; undefined when the tenant has no such live session. */
export type PositionedRead = (
  tenantId: string,
  id: string,
) => Promise<{ record: SessionRecord; position: SessionPosition } | undefined>

/**
 * Session reads that bring the session's position along (PostgreSQL). There other instances may write a
 * session, so a turn confirms its remembered starting point with a read of the position; a run always
 * reads its session first, so that read answers both, in one round trip instead of two. A position is
 * used once, by the next turn of that session.
 */
export function positionedSessionReads(
  db: Database,
  base: SessionRepository,
  read?: PositionedRead,
): { sessions: SessionRepository; takePosition(sessionId: string): SessionPosition | undefined } {
  const positions = new Map<string, { position: SessionPosition; at: number }>()
  const readOne = read ?? preparedRead(db)
  return {
    sessions: {
      ...base,
      async get(tenantId, id) {
        const found = await readOne(tenantId, id)
        if (!found) return undefined
        // Bounded: a read no turn follows (a look at the session) leaves its position behind.
        rememberRecent(positions, id, { position: found.position, at: performance.now() }, POSITIONS_KEPT)
        return found.record
      },
    },
    takePosition(sessionId) {
      const seen = positions.get(sessionId)
      positions.delete(sessionId)
      return seen && performance.now() - seen.at <= FRESH_MS ? seen.position : undefined
    },
  }
}

/** A session read with its position by a statement of its own (a store that sends no scripts). */
function preparedRead(db: Database): PositionedRead {
  const byId = db
    .select({ ...RECORD_COLUMNS, ...POSITION_COLUMNS })
    .from(sessions)
    .where(live(sql.placeholder('tenantId'), eq(sessions.id, sql.placeholder('id'))))
    .prepare('session_get_positioned')
  return async (tenantId, id) => {
    const [row] = await byId.execute({ tenantId, id })
    return row && { record: toSessionRecord(row), position: positionOf(row) }
  }
}
