import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer, type ServerConfig, type ServerOptions } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { boardDomain } from './board-domain.ts'

export interface BoardServer {
  url: string
  server: MindwireServer
  store: Store
  llm: FakeLlmServer
  /** A fresh tenant and its API key. */
  tenant(id: string, settings?: { rateLimitPerMinute?: number; tokenQuota?: number }): Promise<string>
  close(): Promise<void>
}

/**
 * A real Mindwire server on a loopback port (PGlite in memory) hosting the board domain as apps
 * `board` and `board-review`, its model the fake LLM server behind the real OpenAI provider.
 */
export async function startBoardServer(
  config: Partial<ServerConfig> = {},
  /** Knowledge routes over the server's store, and a built page served at `/` (browser tests). */
  extra: { knowledge?: (store: Store) => ServerOptions['knowledge']; webRoot?: string } = {},
): Promise<BoardServer> {
  const llm = await startFakeLlmServer()
  const store = await openStore({ memory: true })
  const server = await createServer({
    store,
    // The board lives in the client: its snapshot is the state the tools work on.
    domains: [{ domain: boardDomain, apps: ['board-review'], clientState: ({ snapshot }) => snapshot }],
    models: loadModelConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: llm.openaiBaseURL,
      MINDWIRE_MODEL: 'openai:gpt-4o-mini',
      MINDWIRE_MODEL_RETRIES: '0',
    }),
    config: { sseResumeGraceMs: 3000, ...config },
    knowledge: extra.knowledge?.(store),
    webRoot: extra.webRoot,
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    store,
    llm,
    async tenant(id, settings = {}) {
      await store.tenants.create({ id, name: id, ...settings })
      return (await store.apiKeys.create(id, 'test')).key
    },
    async close() {
      await server.app.close()
      await store.close()
      await llm.close()
    },
  }
}
