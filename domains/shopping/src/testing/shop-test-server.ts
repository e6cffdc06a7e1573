import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer, type WebApp } from '@mindwire/server'
import { api } from '@mindwire/server/testing'
import { openStore, type Store } from '@mindwire/store'
import type { FakeLlmServer } from '@mindwire/testkit'
import { shoppingServerDomain } from '../api/shopping-server-domain.ts'
import type { ShoppingRuleOptions } from '../rules/shopping-rules.ts'
import { createShopping } from '../shopping-domain.ts'

export interface ShopTestServer {
  url: string
  server: MindwireServer
  store: Store
  /** API keys of two tenants, `a` and `b`. */
  keys: { a: string; b: string }
  /** JSON over real HTTP as tenant `a` (or `b`); `user` sets x-user-id. */
  call(
    path: string,
    body?: unknown,
    tenant?: 'a' | 'b',
    init?: { method?: string; user?: string },
  ): Promise<{ status: number; json: any }>
  close(): Promise<void>
}

/**
 * A real server hosting the shopping domain on loopback, PGlite in memory (or the store given), keys
 * required, two tenants. Without `llm` no model is configured, so the offline shopping model answers.
 */
export async function startShopServer(
  options: {
    llm?: FakeLlmServer
    store?: Store
    rules?: ShoppingRuleOptions
    /** Built web apps to serve too (the shopping page at `/shop/` for its browser test). */
    webApps?: readonly WebApp[]
  } = {},
): Promise<ShopTestServer> {
  const store = options.store ?? (await openStore({ memory: true }))
  const models = loadModelConfig(options.llm?.openaiModelEnv ?? {})
  const server = await createServer({
    store,
    domains: [shoppingServerDomain(createShopping(options.rules))],
    models,
    config: { auth: 'required' },
    webApps: options.webApps,
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const keys = { a: '', b: '' }
  for (const tenant of ['a', 'b'] as const) {
    if (!(await store.tenants.get(`shop-${tenant}`))) await store.tenants.create({ id: `shop-${tenant}` })
    keys[tenant] = (await store.apiKeys.create(`shop-${tenant}`, 'test')).key
  }
  return {
    url,
    server,
    store,
    keys,
    call: (path, body, tenant = 'a', init = {}) =>
      api(`${url}${path}`, keys[tenant], {
        method: init.method,
        body,
        headers: init.user ? { 'x-user-id': init.user } : undefined,
      }),
    async close() {
      await server.app.close()
      if (!options.store) await store.close()
    },
  }
}
