import type { AddressInfo } from 'node:net'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { KnowledgeSearch } from '@mindwire/agent'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { synthServerDomain } from '../api/synth-server-domain.ts'
import { createSynth } from '../synth-domain.ts'

export interface SynthTestServer {
  url: string
  server: MindwireServer
  store: Store
  key: string
  /** JSON over real HTTP with the tenant's key; `user` sets x-user-id. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; user?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the routes answer
  ): Promise<{ status: number; json: any }>
  close(): Promise<void>
}

/** A real server with the synth domain on loopback, PGlite in memory, the offline engine unless a model is given. */
export async function startSynthServer(
  options: {
    model?: () => LanguageModelV4
    titleModel?: () => LanguageModelV4 | undefined
    knowledge?: KnowledgeSearch
    /** The model chain's environment (a fake LLM server's `openaiModelEnv`); default the offline engine. */
    modelEnv?: Record<string, string | undefined>
  } = {},
): Promise<SynthTestServer> {
  const store = await openStore({ memory: true })
  const synth = createSynth({ knowledge: options.knowledge })
  const server = await createServer({
    store,
    domains: [synthServerDomain(synth, { titleModel: options.titleModel })],
    models: loadModelConfig(options.modelEnv ?? {}),
    modelFor: options.model ? () => options.model!() : undefined,
    config: { auth: 'required' },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  await store.tenants.create({ id: 'studio' })
  const { key } = await store.apiKeys.create('studio', 'test')
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    server,
    store,
    key,
    async call(path, init = {}) {
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${key}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.user ? { 'x-user-id': init.user } : {}),
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
