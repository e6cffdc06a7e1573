import type { Message } from '@mindwire/agent'
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { JSONValueLike, PendingCall, Usage } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'

/** A conversation, with the engine's latest summary, pending calls and usage beside its history. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    app: text('app').notNull(),
    title: text('title'),
    userId: text('user_id'),
    state: jsonb<JSONValueLike>('state'),
    /** The run controls the client last set (seed 000 §4.1 SessionOptions), kept for a resumed session. */
    controls: jsonb<JSONValueLike>('controls'),
    summary: text('summary'),
    pending: jsonb<PendingCall[]>('pending'),
    usage: jsonb<Usage>('usage'),
    messageOffset: integer('message_offset').notNull().default(0),
    /** One past the absolute number of the last stored message. */
    messageEnd: integer('message_end').notNull().default(0),
    /** The run and step of the latest checkpoint (null before the first). */
    lastRunId: text('last_run_id'),
    lastStep: integer('last_step'),
    lastSavedAt: timestamptz('last_saved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    /**
     * Drawn from a sequence on creation and on every touch: orders sessions by recency exactly, where
     * the clock ties (PGlite's has millisecond resolution) or steps back.
     */
    activity: bigserial('activity', { mode: 'number' }).notNull(),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('sessions_tenant_activity_idx').on(t.tenantId, t.activity),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
)

/** Session history, one row per message; `seq` is the absolute message number, kept across compaction. */
export const messages = pgTable(
  'messages',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    message: jsonb<Message>('message').notNull(),
    compacted: boolean('compacted').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
)

/** One row per saved engine checkpoint: which run and step the session's stored state belongs to. */
export const runCheckpoints = pgTable(
  'run_checkpoints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    runId: text('run_id').notNull(),
    step: integer('step').notNull(),
    savedAt: timestamptz('saved_at').notNull(),
  },
  (t) => [index('run_checkpoints_session_idx').on(t.sessionId, t.id)],
)
