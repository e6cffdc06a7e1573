import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'

/**
 * A tenant's vehicles and their last known state. The id is the tenant's own name for the car: two
 * tenants may both have a `car-1`, and nothing a client sends can reach another tenant's row.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    state: jsonb<JSONValueLike>('state').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
)
