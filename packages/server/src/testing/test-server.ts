import type { AddressInfo } from 'node:net'
import { loadModelConfig, type Tool } from '@mindwire/agent'
import { openStore, type Store } from '@mindwire/store'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import type { Tracer } from '@opentelemetry/api'
import type { FastifyBaseLogger } from 'fastify'
import type { Bus } from '../bus/bus.ts'
import { createServer, type MindwireServer } from '../create-server.ts'
import type { ServerDomain } from '../domains/server-domain.ts'
import type { ServerConfig } from '../server-config.ts'
import { notesDomain } from './notes-domain.ts'

export interface TestServer {
  url: string
  server: MindwireServer
  store: Store
  llm: FakeLlmServer
  /** A tenant with an API key, created fresh. */
  tenant(
    id: string,
    settings?: { tokenQuota?: number | null; rateLimitPerMinute?: number | null },
  ): Promise<{ id: string; key: string }>
  close(options?: { keepStore?: boolean }): Promise<void>
}

/**
 * A real server on a loopback port, on PGlite (in memory unless a data folder is given), talking to the
 * fake LLM server through the real OpenAI provider package.
 */
export async function startTestServer(
  options: {
    dataDir?: string
    config?: Partial<ServerConfig>
    domains?: ServerDomain[]
    llm?: FakeLlmServer
    store?: Store
    /** More model variables, e.g. a chain per task type (MINDWIRE_MODEL_MULTIMODAL). */
    modelEnv?: Record<string, string>
    /** A pino logger for the server's log lines (tests that check what is logged). */
    logger?: FastifyBaseLogger
    /** The bus instances share (NATS); the in-process one when absent. */
    bus?: Bus
    /** Traces runs (an in-process exporter's tracer in tests). */
    tracer?: Tracer
    /** Tools the deployment adds to domains (from its MCP servers), by domain name. */
    deploymentTools?: ReadonlyMap<string, readonly Tool[]>
  } = {},
): Promise<TestServer> {
  const llm = options.llm ?? (await startFakeLlmServer())
  const store =
    options.store ?? (await openStore(options.dataDir ? { dataDir: options.dataDir } : { memory: true }))
  const models = loadModelConfig({
    OPENAI_API_KEY: 'sk-test-secret',
    OPENAI_BASE_URL: llm.openaiBaseURL,
    MINDWIRE_MODEL: 'openai:gpt-4o-mini',
    MINDWIRE_MODEL_RETRIES: '0',
    ...options.modelEnv,
  })
  const server = await createServer({
    store,
    domains: options.domains ?? [
      { domain: notesDomain, apps: ['notes-studio'], clientState: ({ snapshot }) => snapshot },
    ],
    models,
    config: { sseResumeGraceMs: 100, ...options.config },
    logger: options.logger,
    bus: options.bus,
    tracer: options.tracer,
    deploymentTools: options.deploymentTools,
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
      const { key } = await store.apiKeys.create(id, 'test')
      return { id, key }
    },
    async close({ keepStore = false } = {}) {
      await server.app.close()
      if (!keepStore) await store.close()
      if (!options.llm) await llm.close()
    },
  }
}
