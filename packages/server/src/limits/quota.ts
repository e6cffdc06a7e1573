import type { Tenant } from '@mindwire/store'
import { ApiError } from '../errors/api-error.ts'
import type { ServerContext } from '../server-context.ts'

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

/** What a run may spend: its token ceiling, whether only the offline engine may answer, and the release. */
export interface QuotaHold {
  /** Tokens the run may spend before it is stopped. */
  readonly ceiling: number
  /** The quota is used up, but the app's offline engine (which spends nothing) may still answer. */
  readonly offlineOnly: boolean
  /** Gives the reservation back once the run's usage is booked; safe to call twice. */
  release(): Promise<void>
}

// A reservation outlives a crashed process by this long at most; no run lasts longer.
const RESERVATION_TTL_MS = 15 * 60_000

const unlimited: QuotaHold = {
  ceiling: Number.POSITIVE_INFINITY,
  offlineOnly: false,
  release: async () => {},
}

/**
 * Reserves a run's token ceiling against the tenant's quota before it starts, atomically in the store,
 * so concurrent requests overshoot the quota by at most one run's ceiling. Runs of a model chain that
 * spends nothing (the offline engine) need no reservation. Once the quota is used up, an app with an
 * offline fast path (the cockpit) keeps answering from it; any other app gets 429 `quota_exceeded`.
 */
export async function reserveQuota(
  context: ServerContext,
  tenant: Tenant,
  app: string,
  now = new Date(),
): Promise<QuotaHold> {
  if (tenant.tokenQuota === null || !context.domains.spendsTokens(app)) return unlimited
  const { start, end } = quotaPeriod(tenant.quotaPeriod, now)
  const ceiling = context.config.runTokenCeiling
  const reservation = await context.store.quotas.reserve({
    tenantId: tenant.id,
    quota: tenant.tokenQuota,
    since: start,
    tokens: ceiling,
    ttlMs: RESERVATION_TTL_MS,
  })
  if (reservation.granted) {
    let released: Promise<void> | undefined
    return {
      ceiling,
      offlineOnly: false,
      release: () => (released ??= context.store.quotas.release(reservation.id)),
    }
  }
  if (context.domains.domainFor(app).offlineFastPath) return { ...unlimited, ceiling: 0, offlineOnly: true }
  const retryAfter = Math.ceil((end.getTime() - now.getTime()) / 1000)
  throw new ApiError(
    429,
    'quota_exceeded',
    `token quota of ${tenant.tokenQuota} per ${tenant.quotaPeriod} is used up or reserved by runs in progress`,
    {
      headers: { 'retry-after': String(retryAfter) },
      details: {
        quota: tenant.tokenQuota,
        used: reservation.used,
        reserved: reservation.reserved,
        resetsAt: end.toISOString(),
      },
    },
  )
}
