import { sql } from 'drizzle-orm'
import { bigserial, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CommandStatus } from '../../store.ts'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'
import { sessions } from './sessions.ts'

/** Tool calls sent to a device or app, with their approval status and result. */
export const commands = pgTable(
  'commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    target: text('target'),
    callId: text('call_id').notNull(),
    name: text('name').notNull(),
    params: jsonb<JSONValueLike>('params'),
    decision: text('decision', { enum: ['allow', 'warn', 'confirm', 'block'] }).notNull(),
    status: text('status').$type<CommandStatus>().notNull(),
    result: jsonb<JSONValueLike>('result'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    /** Insertion order, exact where timestamps tie (one statement's rows share its clock). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The unique index is what makes a concurrent retry with the same key find the first command.
    uniqueIndex('commands_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('commands_session_seq_idx').on(t.tenantId, t.sessionId, t.seq),
    index('commands_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    check('commands_decision_check', sql`decision in ('allow', 'warn', 'confirm', 'block')`),
    check(
      'commands_status_check',
      sql`status in ('pending', 'confirmed', 'rejected', 'executed', 'failed', 'expired')`,
    ),
  ],
)
