import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type ServerDomain } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { createSynth, synthServerDomain } from '@mindwire/synth'

export interface StudioServer {
  url: string
  /** The server's store, to look at what a page's actions persisted. */
  store: Store
  close(): Promise<void>
}

/**
 * A real Mindwire server for browser tests and benchmarks: the synth domain on its offline model (no
 * LLM, no network), PGlite in memory (or PostgreSQL at `databaseUrl`), keyless access on loopback, and
 * the built studio at `/`.
 */
export function startStudioServer(
  webRoot: string,
  options: { databaseUrl?: string } = {},
): Promise<StudioServer> {
  return startServerWith([synthServerDomain(createSynth())], webRoot, options)
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
