import { and, asc, eq, gt, max, sql } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import { sessionEventBatches } from '../schema/core/session-events.ts'
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../sql-state.ts'
import { storableJson } from '../storable-json.ts'
import type { EventRepository, StoredEvent } from '../store.ts'
import { StoreError } from '../store-error.ts'

const DEFAULT_PAGE = 1000

type NewEvent = Omit<StoredEvent, 'createdAt'>

/** Wire events per session, numbered by the caller, replayed after a Last-Event-ID. */
export function createEventRepository(db: Database): EventRepository {
  return {
    async append(events) {
      if (events.length === 0) return
      const groups = batches(events)
      try {
        if (groups.length === 1) await appendBatch(db, groups[0]!)
        else
          await db.transaction(async (tx) => {
            for (const group of groups) await appendBatch(tx, group)
          })
      } catch (error) {
        throw appendError(error, events[0]!.sessionId)
      }
    },

    async listAfter(sessionId, afterSeq, limit) {
      const wanted = clampLimit(limit, DEFAULT_PAGE, 10_000)
      // A batch holds at least one event, so `wanted` batches always cover `wanted` events.
      const rows = await db
        .select()
        .from(sessionEventBatches)
        .where(and(eq(sessionEventBatches.sessionId, sessionId), gt(sessionEventBatches.lastSeq, afterSeq)))
        .orderBy(asc(sessionEventBatches.firstSeq))
        .limit(wanted)
      const events: StoredEvent[] = []
      for (const row of rows) {
        for (const entry of row.events) {
          if (entry.seq <= afterSeq) continue
          if (events.length === wanted) return events
          events.push({
            sessionId,
            seq: entry.seq,
            runId: row.runId,
            type: entry.type,
            data: entry.data ?? null,
            createdAt: row.createdAt,
          })
        }
      }
      return events
    },

    async lastSeq(sessionId) {
      const [row] = await db
        .select({ last: max(sessionEventBatches.lastSeq) })
        .from(sessionEventBatches)
        .where(eq(sessionEventBatches.sessionId, sessionId))
      return row?.last ?? 0
    },
  }
}

/**
 * Stores one batch in a single statement, and only if it extends the session: a seq at or below the
 * stored last one is a conflict (events are append-only), checked in the same statement.
 */
async function appendBatch(db: Database, batch: NewEvent[]): Promise<void> {
  const first = batch[0]!
  const last = batch.at(-1)!
  const entries = storableJson(batch.map(({ seq, type, data }) => ({ seq, type, data })))
  const inserted = (await db.execute(sql`
    insert into ${sessionEventBatches} (session_id, first_seq, last_seq, run_id, events)
    select ${first.sessionId}, ${first.seq}, ${last.seq}, ${first.runId}, ${entries}::jsonb
    where not exists (
      select 1 from ${sessionEventBatches}
      where ${sessionEventBatches.sessionId} = ${first.sessionId} and ${sessionEventBatches.lastSeq} >= ${first.seq}
    )
    returning first_seq`)) as unknown as { rows?: unknown[] }
  // Both drivers answer with `rows` (PGlite's Results, node-postgres' QueryResult).
  if ((inserted.rows ?? []).length === 0)
    throw new StoreError('conflict', `session ${first.sessionId} already has event ${first.seq}`)
}

/** Splits events into runs of consecutive seq numbers of one session and run, in seq order. */
export function batches(events: readonly NewEvent[]): NewEvent[][] {
  const sorted = [...events].sort((a, b) => a.sessionId.localeCompare(b.sessionId) || a.seq - b.seq)
  const out: NewEvent[][] = []
  for (const event of sorted) {
    const current = out.at(-1)
    const last = current?.at(-1)
    if (
      last &&
      last.sessionId === event.sessionId &&
      last.runId === event.runId &&
      last.seq + 1 === event.seq
    )
      current!.push(event)
    else out.push([event])
  }
  return out
}

function appendError(error: unknown, sessionId: string): unknown {
  const state = sqlState(error)
  if (state === UNIQUE_VIOLATION) {
    return new StoreError('conflict', `session ${sessionId} already has an event with that seq`, {
      cause: error,
    })
  }
  if (state === FOREIGN_KEY_VIOLATION) {
    return new StoreError('session_not_found', `session ${sessionId} does not exist`, { cause: error })
  }
  return error
}
