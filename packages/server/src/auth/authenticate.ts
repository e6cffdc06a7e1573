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

// Verified keys are cached briefly: a revoked key stops working within this time.
const CACHE_MS = 30_000

/**
 * Resolves `Authorization: Bearer <key>` to a tenant for every /api route. With auth `optional`, a
 * request without a key acts as tenant `local`; a key that is present must always be valid.
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
    if (!request.url.startsWith('/api/')) return
    request.tenant = await tenantOf(request)
    request.viaApiKey = request.tenant.id !== LOCAL_TENANT || hasKey(request)
  })

  const hasKey = (request: FastifyRequest) =>
    Boolean(request.headers.authorization ?? (request.query as Record<string, unknown> | undefined)?.token)

  async function tenantOf(request: FastifyRequest): Promise<Tenant> {
    // Browsers cannot set headers on a WebSocket upgrade: a `token` query parameter stands in for them.
    const token = (request.query as Record<string, unknown> | undefined)?.token
    const header =
      request.headers.authorization ?? (typeof token === 'string' ? `Bearer ${token}` : undefined)
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
