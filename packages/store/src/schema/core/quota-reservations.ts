import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../columns.ts'

/**
 * Tokens set aside for runs in flight. A run reserves its ceiling before it starts, while the tenant's
 * usage plus open reservations is below the quota, and gives the reservation back when its usage is
 * booked; concurrent runs therefore overshoot a quota by one run's ceiling at most. A reservation that
 * outlives its process (a crash) stops counting when it expires.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('quota_reservations_tenant_idx').on(t.tenantId, t.expiresAt)],
)
