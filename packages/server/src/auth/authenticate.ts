import type { Store, Tenant } from '@mindwire/store'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null
    /** The request presented a valid API key (not the keyless local tenant). */
    viaApiKey: boolean
    receivedAt: number
  }
}

/** The tenant that requests without a key act as when authentication is optional (local use). */
export const LOCAL_TENANT = 'local'

// Verified keys are cached for one second: a revoked key stops working within it. Keys are revoked in
// the store (`mindwire keys revoke`), usually by another process, so no in-process signal can reach
// every server; a short cache bounds the delay for all of them. Verifying every request instead costs
// one key and one tenant query, ~1 ms on PGlite (measured), which serialises all queries: on a busy
// server that is a query pair per request, where a one-second cache is at most one per key per second.
const CACHE_MS = 1000

/** Paths that need a tenant: the API, and the metrics, which tell a lot about the tenants' traffic. */
function needsTenant(url: string): boolean {
  return url.startsWith('/api/') || url === '/metrics' || url.startsWith('/metrics?')
}

/**
 * Resolves `Authorization: Bearer <key>` to a tenant for every /api route and /metrics. With auth
 * `optional`, a request without a key acts as tenant `local`; a key that is present must always be valid.
 */
export function installAuthentication(
  app: FastifyInstance,
  store: Store,
  mode: 'required' | 'optional',
): void {
  const cache = new Map<string, { tenant: Tenant; until: number }>()
  app.decorateRequest('tenant', null)
  app.decorateRequest('viaApiKey', false)
  app.decorateRequest('receivedAt', 0)
  app.addHook('onRequest', async (request) => {
    request.receivedAt = performance.now()
    if (!needsTenant(request.url)) return
    request.tenant = await tenantOf(request)
    // A key that is present was verified by tenantOf (or it threw): only the keyless local tenant has none.
    request.viaApiKey = keyHeader(request) !== undefined
  })

  /** `Authorization`, or the `token` query parameter that browsers must use on a WebSocket upgrade. */
  function keyHeader(request: FastifyRequest): string | undefined {
    const token = (request.query as Record<string, unknown> | undefined)?.token
    return request.headers.authorization ?? (typeof token === 'string' ? `Bearer ${token}` : undefined)
  }

  async function tenantOf(request: FastifyRequest): Promise<Tenant> {
    const header = keyHeader(request)
    if (!header) {
      if (mode === 'optional') return localTenant()
      throw new ApiError(401, 'unauthorized', 'missing Authorization: Bearer <api key>')
    }
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!key) throw new ApiError(401, 'unauthorized', 'the Authorization header must be "Bearer <api key>"')
    const cached = cache.get(key)
    if (cached && cached.until > Date.now()) return cached.tenant
    const verified = await store.apiKeys.verify(key)
    const tenant = verified && (await store.tenants.get(verified.tenantId))
    if (!tenant) throw new ApiError(401, 'unauthorized', 'invalid or revoked API key')
    cache.set(key, { tenant, until: Date.now() + CACHE_MS })
    return tenant
  }

  let local: Promise<Tenant> | undefined
  function localTenant(): Promise<Tenant> {
    local ??= store.tenants
      .get(LOCAL_TENANT)
      .then(
        (tenant: Tenant | undefined) => tenant ?? store.tenants.create({ id: LOCAL_TENANT, name: 'Local' }),
      )
    return local
  }
}

/** The authenticated tenant of an /api request. */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new ApiError(401, 'unauthorized', 'not authenticated')
  return request.tenant
}
