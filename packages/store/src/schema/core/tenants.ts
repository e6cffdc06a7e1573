import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from '../columns.ts'

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    tokenQuota: bigint('token_quota', { mode: 'number' }),
    quotaPeriod: text('quota_period', { enum: ['day', 'month'] })
      .notNull()
      .default('month'),
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  () => [check('tenants_quota_period_check', sql`quota_period in ('day', 'month')`)],
)

/** API keys are stored as the sha256 of a high-entropy random key: the plaintext never reaches the database. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** A vehicle's own key: it may connect only as that vehicle's agent (null: a tenant key). */
    vehicleId: text('vehicle_id'),
    /** A key bound to one person of the tenant: the user the tenant's routes act for, whatever a header says. */
    userId: text('user_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_tenant_idx').on(t.tenantId)],
)
