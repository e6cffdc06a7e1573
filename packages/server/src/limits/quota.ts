import type { Store, Tenant } from '@mindwire/store'
import { ApiError } from '../errors/api-error.ts'

/** The start and end of the tenant's current quota period (UTC days or months). */
export function quotaPeriod(period: Tenant['quotaPeriod'], now = new Date()): { start: Date; end: Date } {
  if (period === 'day') {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    return { start, end: new Date(start.getTime() + 86_400_000) }
  }
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  }
}

/** Refuses work that would spend tokens once the tenant's quota is used up: 429 until the period ends. */
export async function assertWithinQuota(store: Store, tenant: Tenant, now = new Date()): Promise<void> {
  if (tenant.tokenQuota === null) return
  const { start, end } = quotaPeriod(tenant.quotaPeriod, now)
  const used = await store.usage.tokensSince(tenant.id, start)
  if (used < tenant.tokenQuota) return
  const retryAfter = Math.ceil((end.getTime() - now.getTime()) / 1000)
  throw new ApiError(
    429,
    'quota_exceeded',
    `token quota of ${tenant.tokenQuota} per ${tenant.quotaPeriod} is used up (${used} used)`,
    {
      headers: { 'retry-after': String(retryAfter) },
      details: { quota: tenant.tokenQuota, used, resetsAt: end.toISOString() },
    },
  )
}
