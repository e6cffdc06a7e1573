import type { AddressInfo } from 'node:net'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer, type WebApp } from '@mindwire/server'
import { type DatabaseAccess, openStore, type Store } from '@mindwire/store'
import { cockpitServerDomain } from '../api/cockpit-server-domain.ts'
import type { Catalogue } from '../catalogue/catalogue.ts'
import { type Cockpit, createCockpit } from '../cockpit-domain.ts'

export interface CockpitTestServer {
  url: string
  server: MindwireServer
  store: Store
  cockpit: Cockpit
  key: string
  /** A new key of the fleet tenant scoped to one vehicle: what its agent connects with (role=agent). */
  vehicleKey(vehicleId: string): Promise<string>
  /** JSON over real HTTP with the tenant's key. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; json: any }>
  close(): Promise<void>
}

/** A real server with the cockpit on loopback, PGlite in memory, and the offline model unless one is given. */
export async function startCockpitServer(
  options: {
    confirmTtlMs?: number
    model?: () => LanguageModelV4
    port?: number
    auth?: 'required' | 'optional'
    rateLimitPerMinute?: number
    /** PostgreSQL instead of in-memory PGlite. */
    databaseUrl?: string
    /** The server's claim on that PostgreSQL, as `mindwire serve` makes it (exclusive without a bus). */
    access?: DatabaseAccess
    /** A PGlite folder that outlives the server (a restart opens it again). */
    dataDir?: string
    /** The key of a tenant that exists already in that store: no new tenant or key. */
    key?: string
    /** Most vehicle states the server keeps in memory. */
    vehicleCacheSize?: number
    /** The fleet tenant's token quota. */
    tokenQuota?: number
    /** Built web apps to serve too (the cockpit page at `/cockpit/` for its browser test). */
    webApps?: readonly WebApp[]
    /** Functions and prompts from other configuration folders than the shipped ones. */
    catalogue?: Catalogue
  } = {},
): Promise<CockpitTestServer> {
  const store = await openStore(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, access: options.access }
      : options.dataDir
        ? { dataDir: options.dataDir }
        : { memory: true },
  )
  const cockpit = createCockpit({ vehicleTimeoutMs: 2000, catalogue: options.catalogue })
  const server = await createServer({
    store,
    domains: [
      cockpitServerDomain(cockpit, {
        confirmTtlMs: options.confirmTtlMs,
        vehicleCacheSize: options.vehicleCacheSize,
      }),
    ],
    models: loadModelConfig({}),
    modelFor: options.model ? () => options.model!() : undefined,
    config: {
      auth: options.auth ?? 'required',
      ...(options.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
    },
    webApps: options.webApps,
  })
  await server.app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  const key = options.key ?? (await newFleet(store, options.tokenQuota))
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    server,
    store,
    cockpit,
    key,
    async vehicleKey(vehicleId) {
      const verified = await store.apiKeys.verify(key)
      if (!verified) throw new Error('the fleet key is not valid')
      return (await store.apiKeys.create(verified.tenantId, `vehicle ${vehicleId}`, { vehicleId })).key
    },
    async call(path, init = {}) {
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${key}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      return { status: response.status, json: text ? JSON.parse(text) : undefined }
    },
    async close() {
      await server.app.close()
      await store.close()
    },
  }
}

/** The tenant `fleet` with a key. */
async function newFleet(store: Store, tokenQuota?: number): Promise<string> {
  await store.tenants.create({ id: 'fleet', tokenQuota: tokenQuota ?? null })
  return (await store.apiKeys.create('fleet', 'test')).key
}
