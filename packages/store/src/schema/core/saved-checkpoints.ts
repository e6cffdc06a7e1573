import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'
import { sessions } from './sessions.ts'

/** Conversation checkpoints a person saved by name (seed 001); they outlive the session they came from. */
export const savedCheckpoints = pgTable(
  'saved_checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    snapshot: jsonb<JSONValueLike>('snapshot'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Insertion order, exact where timestamps tie (one statement's rows share its clock). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('saved_checkpoints_owner_seq_idx').on(t.tenantId, t.userId, t.seq)],
)
