import { ApiError } from '../errors/api-error.ts'
import type { TenantLimits } from '../server-config.ts'

/** What each tenant limit counts, as a client reads it in the refusal. */
const NAMES: Record<keyof TenantLimits, string> = {
  vehicles: 'vehicles',
  savedCheckpoints: 'saved checkpoints',
  projects: 'projects',
  knowledgeChunks: 'knowledge chunks',
}

/**
 * Refuses creating one more of `resource` when the tenant already has `limits[resource]`: a 409
 * `limit_exceeded` that names the resource and the limit, before anything is written. The count is read
 * before the write, so creations racing each other can pass the limit by at most their number.
 */
export async function assertBelowTenantLimit(
  limits: TenantLimits,
  resource: keyof TenantLimits,
  count: () => Promise<number>,
): Promise<void> {
  const limit = limits[resource]
  const current = await count()
  if (current < limit) return
  throw new ApiError(
    409,
    'limit_exceeded',
    `this tenant already has ${current} ${NAMES[resource]}, its limit; delete some or ask the operator to raise it`,
    { details: { resource, limit } },
  )
}
