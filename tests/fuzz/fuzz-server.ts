import { loadModelConfig } from '@mindwire/agent'
import type { MindwireServer } from '@mindwire/server'
import type { Store } from '@mindwire/store'
import { type Connection, openStoreWithConnection } from '@mindwire/store/testing/connection'
import { startFakeLlmServer } from '@mindwire/testkit'
import { type ProductServer, startProductServer } from '../testing/product-server.ts'

/** A tenant of the fuzzed server, with its key and the ids of what it owns (path parameters to aim at). */
export interface FuzzTenant {
  id: string
  key: string
  vehicleId: string
  /** Ids this tenant owns: sessions, commands, checkpoints. */
  ids: string[]
}

export interface FuzzServer {
  url: string
  server: MindwireServer
  store: Store
  connection: Connection
  a: FuzzTenant
  b: FuzzTenant
  /** The apps the server hosts, as /api/ai/models lists them. */
  apps: string[]
  /** Knowledge sources tenant a has ingested (the rag/sources route's query values). */
  sources: string[]
  close(): Promise<void>
}

/**
 * The product as `mindwire serve` hosts it (every domain, knowledge routes) on in-memory PGlite, over
 * real HTTP, in `auth required` mode with two tenants that already own sessions, commands, a synth
 * checkpoint and a knowledge document. The LLM is the fake LLM server of the testkit.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const { store, connection } = await openStoreWithConnection({ memory: true })
  // Every domain gets a model: the fake LLM server (it answers "ok"), so no run depends on an offline engine.
  const llm = await startFakeLlmServer()
  const product = await startProductServer({
    store,
    models: loadModelConfig({
      OPENAI_API_KEY: 'sk-fuzz',
      OPENAI_BASE_URL: llm.openaiBaseURL,
      MINDWIRE_MODEL: 'openai:gpt-4o-mini',
      MINDWIRE_MODEL_RETRIES: '0',
    }),
    // The fuzzer sends thousands of requests a minute; rate limiting is not what it tests.
    config: { rateLimitPerMinute: 1_000_000, sseResumeGraceMs: 50 },
  })
  const { url, server } = product
  const a = await seedTenant(product, 'fuzz-a')
  const b = await seedTenant(product, 'fuzz-b')
  const models = await call<{ apps: Array<{ app: string }> }>(url, a.key, 'GET', '/api/ai/models')
  const apps = models.apps.map((x) => x.app)
  const sources = ['fuzz://manual/ac']
  await call(url, a.key, 'POST', '/api/ai/rag/ingest', {
    collection: 'vehicle-manual',
    documents: [{ source: sources[0], format: 'markdown', content: '# 空调\n\n长按 AUTO 键打开自动空调。' }],
  })
  return {
    url,
    server,
    store,
    connection,
    a,
    b,
    apps,
    sources,
    async close() {
      await product.close()
      await llm.close()
    },
  }
}

/** A tenant with a key, a cockpit dialog (a session, an executed and a pending command) and a synth checkpoint. */
async function seedTenant(product: ProductServer, id: string): Promise<FuzzTenant> {
  const { url } = product
  const { key } = await product.tenant(id)
  const vehicleId = `${id}-car`
  const ids: string[] = []
  for (const text of ['打开空调', '打开所有车窗']) {
    const dialog = await call<Dialog>(url, key, 'POST', '/api/v1/dialog', {
      sessionId: crypto.randomUUID(),
      vehicleId,
      text,
    })
    ids.push(dialog.data.sessionId, ...dialog.data.commands.map((c) => c.id))
  }
  const synth = await call<{ id: string }>(url, key, 'POST', '/api/ai/sessions', {
    app: 'synth',
    userId: 'alice',
  })
  const saved = await call<{ checkpoint: { id: string } }>(url, key, 'POST', '/api/synth/checkpoints', {
    sessionId: synth.id,
    title: 'fuzz',
  })
  ids.push(synth.id, saved.checkpoint.id)
  return { id, key, vehicleId, ids }
}

type Dialog = { data: { sessionId: string; commands: Array<{ id: string }> } }

/** A setup call that must succeed: the fuzz runs aim at what it creates. */
async function call<T>(url: string, key: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`fuzz setup: ${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}
