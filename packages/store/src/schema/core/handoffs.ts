import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'
import { sessions } from './sessions.ts'

/**
 * A handoff between apps (seed 000 §4.7): its context is kept here and the deep link names only the row's
 * id, so nothing the context holds (a token, a person's data) travels in a URL. The receiving app reads it
 * with its own key, within the tenant, until it expires.
 */
export const handoffs = pgTable(
  'handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    fromApp: text('from_app').notNull(),
    toApp: text('to_app').notNull(),
    intent: text('intent').notNull(),
    context: jsonb<JSONValueLike>('context'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('handoffs_tenant_idx').on(t.tenantId, t.id)],
)
