import { eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { definedFields } from '../defined-fields.ts'
import { tenants } from '../schema/core/tenants.ts'
import type { Tenant, TenantRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'

type TenantRow = typeof tenants.$inferSelect

/** Tenants: who may call, with what quota and rate limit. */
export function createTenantRepository(db: Database): TenantRepository {
  return {
    async create(input) {
      const [row] = await db
        .insert(tenants)
        .values({
          id: input.id,
          name: input.name ?? input.id,
          tokenQuota: input.tokenQuota ?? null,
          quotaPeriod: input.quotaPeriod ?? 'month',
          rateLimitPerMinute: input.rateLimitPerMinute ?? null,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new StoreError('conflict', `tenant ${input.id} already exists`)
      return toTenant(row)
    },

    async get(id) {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, id))
      return row && toTenant(row)
    },

    async update(id, patch) {
      const set = definedFields({
        name: patch.name,
        tokenQuota: patch.tokenQuota,
        quotaPeriod: patch.quotaPeriod,
        rateLimitPerMinute: patch.rateLimitPerMinute,
      })
      if (Object.keys(set).length === 0) return this.get(id)
      const [row] = await db.update(tenants).set(set).where(eq(tenants.id, id)).returning()
      return row && toTenant(row)
    },
  }
}

function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    name: row.name,
    tokenQuota: row.tokenQuota,
    quotaPeriod: row.quotaPeriod,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt,
  }
}
