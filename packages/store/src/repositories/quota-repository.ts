import { and, eq, gt, gte, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { usageRecords } from '../schema/core/accounting.ts'
import { quotaReservations } from '../schema/core/quota-reservations.ts'
import { tenants } from '../schema/core/tenants.ts'
import type { QuotaRepository } from '../store.ts'
import { tokensSpent } from './usage-repository.ts'

/**
 * Atomic token reservations against a tenant's quota. The tenant's row is locked while usage and open
 * reservations are summed and the new one is written, so concurrent requests queue on the lock and each
 * sees the reservations of the ones before it.
 */
export function createQuotaRepository(db: Database): QuotaRepository {
  return {
    async reserve({ tenantId, quota, since, tokens, ttlMs }) {
      return db.transaction(async (tx) => {
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update')
        const [usage] = await tx
          .select({ used: tokensSpent() })
          .from(usageRecords)
          .where(and(eq(usageRecords.tenantId, tenantId), gte(usageRecords.at, since)))
        const [open] = await tx
          .select({ reserved: sql<number>`coalesce(sum(${quotaReservations.tokens}), 0)`.mapWith(Number) })
          .from(quotaReservations)
          .where(and(eq(quotaReservations.tenantId, tenantId), gt(quotaReservations.expiresAt, sql`now()`)))
        const used = usage?.used ?? 0
        const reserved = open?.reserved ?? 0
        if (used + reserved >= quota) return { granted: false as const, used, reserved }
        const [row] = await tx
          .insert(quotaReservations)
          .values({
            tenantId,
            tokens,
            expiresAt: sql`now() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`,
          })
          .returning({ id: quotaReservations.id })
        return { granted: true as const, id: row!.id, used, reserved }
      })
    },

    async release(id) {
      await db.delete(quotaReservations).where(eq(quotaReservations.id, id))
    },
  }
}
