import type { AddressInfo } from 'node:net'
import { loadModelConfig, type ModelConfig } from '@mindwire/agent'
import { createKnowledgeBase } from '@mindwire/rag'
import { createServer, type MindwireServer, type ServerConfig } from '@mindwire/server'
import { api } from '@mindwire/server/testing'
import { openStore, type Store, type StoreOptions } from '@mindwire/store'
import { serverDomains } from '../../apps/cli/src/domains.ts'

export interface ProductServer {
  url: string
  server: MindwireServer
  store: Store
  /** A tenant with an API key, created fresh; `as(key)` calls the API with that key. */
  tenant(id: string, settings?: { tokenQuota?: number | null }): Promise<{ id: string; key: string }>
  call: (key: string | undefined, path: string, init?: Parameters<typeof api>[2]) => ReturnType<typeof api>
  close(options?: { keepStore?: boolean }): Promise<void>
}

/**
 * The product as `mindwire serve` hosts it — every domain, knowledge search where the store has pgvector,
 * the offline models unless others are given — on a loopback port, keys required. The store is opened
 * from `storeOptions` (PGlite in memory by default), or an open one is used.
 */
export async function startProductServer(
  options: {
    store?: Store
    storeOptions?: StoreOptions
    models?: ModelConfig
    config?: Partial<ServerConfig>
  } = {},
): Promise<ProductServer> {
  const store = options.store ?? (await openStore(options.storeOptions ?? { memory: true }))
  const knowledge = createKnowledgeBase({ store })
  const server = await createServer({
    store,
    domains: serverDomains(knowledge.available ? knowledge.knowledgeSearch : undefined),
    models: options.models ?? loadModelConfig({}),
    knowledge,
    config: { auth: 'required', sseResumeGraceMs: 100, ...options.config },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    server,
    store,
    async tenant(id, settings = {}) {
      await store.tenants.create({ id, name: id, ...settings })
      const { key } = await store.apiKeys.create(id, 'test')
      return { id, key }
    },
    call: (key, path, init) => api(`${url}${path}`, key, init),
    async close({ keepStore = false } = {}) {
      await server.app.close()
      if (!keepStore) await store.close()
    },
  }
}
