import type { Store, Tenant } from '@mindwire/store'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null
    /** The request presented a valid API key (not the keyless local tenant). */
    viaApiKey: boolean
    receivedAt: number
    /** What the request's key is narrowed to (a vehicle, a user); null for a tenant key or no key. */
    keyScope: KeyScope | null
  }
  interface FastifyContextConfig {
    /**
     * The route takes a vehicle's own key (the cockpit's WebSocket, as the vehicle's agent): every other
     * route refuses one, so a key taken from a car opens nothing but that car's link.
     */
    acceptsVehicleKey?: boolean
  }
}

/** What a key is narrowed to. */
export interface KeyScope {
  vehicleId: string | null
  userId: string | null
}

/** The tenant that requests without a key act as when authentication is optional (local use). */
export const LOCAL_TENANT = 'local'

// A verified key is trusted for one second; after that the next request checks it again in the
// background while it is served, so no request waits for a key check once its key was seen, and a
// revoked key stops working about a second after `mindwire keys revoke` (often another process: no
// in-process signal could reach every server). A key unused for longer is checked before it is served.
const FRESH_MS = 1000
const STALE_MS = 30_000

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
  const cache = new Map<
    string,
    { tenant: Tenant; scope: KeyScope | null; checkedAt: number; refreshing?: Promise<unknown> }
  >()
  app.decorateRequest('tenant', null)
  app.decorateRequest('viaApiKey', false)
  app.decorateRequest('receivedAt', 0)
  app.decorateRequest('keyScope', null)
  app.addHook('onRequest', async (request) => {
    request.receivedAt = performance.now()
    if (!needsTenant(request.url)) return
    const { tenant, scope } = await identityOf(request)
    if (scope?.vehicleId && !request.routeOptions.config?.acceptsVehicleKey)
      throw new ApiError(
        403,
        'forbidden',
        'a vehicle’s key only connects that vehicle’s agent (/api/v1/ws?role=agent)',
      )
    request.tenant = tenant
    request.keyScope = scope
    // A key that is present was verified by identityOf (or it threw): only the keyless local tenant has none.
    request.viaApiKey = keyHeader(request) !== undefined
  })

  /**
   * `Authorization`, or on a WebSocket upgrade only, the `token` query parameter (a browser's WebSocket
   * cannot send headers). Anywhere else a key in the URL is refused rather than ignored: URLs end up in
   * logs, proxies and browser history, and a client sending one should learn it at once.
   */
  function keyHeader(request: FastifyRequest): string | undefined {
    const token = (request.query as Record<string, unknown> | undefined)?.token
    if (token !== undefined && !request.ws)
      throw new ApiError(
        400,
        'invalid_request',
        'an API key goes in the Authorization header; the token query parameter is only for a WebSocket upgrade',
      )
    return request.headers.authorization ?? (typeof token === 'string' ? `Bearer ${token}` : undefined)
  }

  async function identityOf(request: FastifyRequest): Promise<{ tenant: Tenant; scope: KeyScope | null }> {
    const header = keyHeader(request)
    if (!header) {
      if (mode === 'optional') return { tenant: await localTenant(), scope: null }
      throw new ApiError(401, 'unauthorized', 'missing Authorization: Bearer <api key>')
    }
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!key) throw new ApiError(401, 'unauthorized', 'the Authorization header must be "Bearer <api key>"')
    const cached = cache.get(key)
    const age = cached ? Date.now() - cached.checkedAt : Number.POSITIVE_INFINITY
    if (cached && age < FRESH_MS) return cached
    if (cached && age < STALE_MS) {
      cached.refreshing ??= verifyKey(key).catch(() => cache.delete(key))
      return cached
    }
    return verifyKey(key)
  }

  /** Checks a key against the store and caches its tenant and scope; a revoked or unknown key is a 401. */
  async function verifyKey(key: string): Promise<{ tenant: Tenant; scope: KeyScope | null }> {
    const verified = await store.apiKeys.verify(key)
    const tenant = verified && (await store.tenants.get(verified.tenantId))
    if (!tenant) {
      cache.delete(key)
      throw new ApiError(401, 'unauthorized', 'invalid or revoked API key')
    }
    const scope =
      verified.vehicleId || verified.userId
        ? { vehicleId: verified.vehicleId, userId: verified.userId }
        : null
    const entry = { tenant, scope, checkedAt: Date.now() }
    cache.set(key, entry)
    return entry
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
