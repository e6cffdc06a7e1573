import type { AddressInfo } from 'node:net'
import {
  type KnowledgeForget,
  type KnowledgeRecord,
  type KnowledgeSearch,
  loadModelConfig,
} from '@mindwire/agent'
import { createServer, type MindwireServer, type WebApp } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import type { FakeLlmServer } from '@mindwire/testkit'
import { studioServerDomain } from '../api/studio-server-domain.ts'
import { createStudio } from '../studio-domain.ts'

/** The knowledge service createServer takes for the /api/ai/rag routes. */
type ServerKnowledge = NonNullable<Parameters<typeof createServer>[0]['knowledge']>

export interface StudioTestServer {
  url: string
  server: MindwireServer
  store: Store
  /** The API key of tenant `tuner`. */
  key: string
  close(): Promise<void>
}

/**
 * A real server hosting the studio on loopback, PGlite in memory, keys required. Without `llm` the model is
 * the offline engine; with it, the real OpenAI provider talks to the fake LLM server.
 */
export async function startStudioServer(
  options: {
    llm?: FakeLlmServer
    knowledge?: KnowledgeSearch
    /** A knowledge base over the server's own store (search and record), e.g. the RAG package's. */
    knowledgeOn?: (store: Store) => ServerKnowledge & {
      knowledgeSearch: KnowledgeSearch
      knowledgeRecord: KnowledgeRecord
      knowledgeForget?: KnowledgeForget
    }
    /** Built web apps to serve too (the tuning studio at `/tune/` for its browser tests). */
    webApps?: readonly WebApp[]
    /** Model settings over the fake server's own, e.g. a `multimodal` route (MINDWIRE_MODEL_MULTIMODAL). */
    modelEnv?: Record<string, string>
  } = {},
): Promise<StudioTestServer> {
  const store = await openStore({ memory: true })
  const models = loadModelConfig({ ...options.llm?.openaiModelEnv, ...options.modelEnv })
  const base = options.knowledgeOn?.(store)
  const knowledge = base?.knowledgeSearch ?? options.knowledge
  const server = await createServer({
    store,
    domains: [
      studioServerDomain(createStudio({ knowledge }), {
        record: base?.knowledgeRecord,
        forget: base?.knowledgeForget,
      }),
    ],
    models,
    config: { auth: 'required' },
    webApps: options.webApps,
    knowledge: base,
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  await store.tenants.create({ id: 'tuner' })
  const { key } = await store.apiKeys.create('tuner', 'test')
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    store,
    key,
    async close() {
      await server.app.close()
      await store.close()
    },
  }
}
