import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { loadModelConfig } from '@mindwire/agent'
import { createKnowledgeBase, readSourceFiles, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'
import { createServer, type ServerDomain } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { createSynth, synthServerDomain } from '@mindwire/synth'

export interface StudioServer {
  url: string
  /** The server's store, to look at what a page's actions persisted. */
  store: Store
  close(): Promise<void>
}

/** The synth documents the repository ships (patch recipes among them), as `mindwire serve` ingests them. */
const SYNTH_DOCS = fileURLToPath(new URL('../../../../domains/synth/knowledge/synth-docs', import.meta.url))

/**
 * A real Mindwire server for browser tests and benchmarks: the synth domain on its offline model (no
 * LLM, no network), PGlite in memory (or PostgreSQL at `databaseUrl`), keyless access on loopback, and
 * the built studio at `/`. With `knowledge`, the shipped synth documents are searchable, so the agent
 * builds patches from their recipes as it does under `mindwire serve`.
 */
export async function startStudioServer(
  webRoot: string,
  options: { databaseUrl?: string; knowledge?: boolean } = {},
): Promise<StudioServer> {
  if (!options.knowledge) return startServerWith([synthServerDomain(createSynth())], webRoot, options)
  const docs = await openStore({ memory: true })
  const knowledge = createKnowledgeBase({ store: docs })
  await knowledge.ingest({
    tenantId: SHARED_KNOWLEDGE_TENANT,
    collection: 'synth-docs',
    documents: await readSourceFiles(SYNTH_DOCS),
  })
  const server = await startServerWith(
    [synthServerDomain(createSynth({ knowledge: knowledge.knowledgeSearch }))],
    webRoot,
    options,
  )
  return {
    ...server,
    async close() {
      await server.close()
      await docs.close()
    },
  }
}

/** The same real server with other domains (the analyst page's test serves the analyst domain). */
export async function startServerWith(
  domains: ServerDomain[],
  webRoot: string,
  options: { databaseUrl?: string } = {},
): Promise<StudioServer> {
  const store = await openStore(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { memory: true })
  const { app } = await createServer({
    store,
    domains,
    models: loadModelConfig({ MINDWIRE_MODEL: 'offline' }),
    config: { auth: 'optional' },
    webRoot,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    async close() {
      await app.close()
      await store.close()
    },
  }
}
