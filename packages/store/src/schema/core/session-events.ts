import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'
import { sessions } from './sessions.ts'

/** One stored wire event inside a batch. */
export interface StoredEventEntry {
  seq: number
  type: string
  data: JSONValueLike
}

/**
 * Wire events as sent over SSE, so a client can resume with Last-Event-ID. A run's events are stored in
 * batches of consecutive events (a row per batch, not per text delta): a 500-token answer is a handful
 * of rows instead of 500, which keeps storage off the streaming path.
 */
export const sessionEventBatches = pgTable(
  'session_event_batches',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    firstSeq: integer('first_seq').notNull(),
    lastSeq: integer('last_seq').notNull(),
    runId: text('run_id').notNull(),
    events: jsonb<StoredEventEntry[]>('events').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.firstSeq] })],
)
