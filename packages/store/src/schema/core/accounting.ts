import { bigint, bigserial, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'

// Usage and audit rows keep a session id without a foreign key: quotas and the audit trail must
// survive the deletion of the session they describe.

/** Tokens and cost per model call, summed for quotas and usage reports. */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id'),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    cost: doublePrecision('cost').notNull().default(0),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('usage_records_tenant_at_idx').on(t.tenantId, t.at)],
)

/** Who did what with which model: the tenant's audit trail. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id'),
    action: text('action').notNull(),
    model: text('model'),
    tokens: integer('tokens').notNull().default(0),
    detail: jsonb<JSONValueLike>('detail'),
    at: timestamptz('at').notNull().defaultNow(),
    /** Insertion order, exact where timestamps tie (one statement's rows share its clock). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_log_tenant_action_idx').on(t.tenantId, t.action, t.at),
  ],
)
