import type { LanguageModelV4 } from '@ai-sdk/provider'
import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import websocket from '@fastify/websocket'
import { type Domain, loadModelConfig, type ModelConfig, namedRoutes, type Tool } from '@mindwire/agent'
import type { KnowledgeService } from '@mindwire/rag/api'
import type { Store } from '@mindwire/store'
import type { Tracer } from '@opentelemetry/api'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import { aguiRoutes } from './agui/agui-routes.ts'
import { installAuthentication } from './auth/authenticate.ts'
import { installWebSocketOriginCheck } from './auth/websocket-origin.ts'
import type { Bus } from './bus/bus.ts'
import { LocalBus } from './bus/local-bus.ts'
import { endConnectionsOnClose } from './close-connections.ts'
import { DomainRegistry } from './domains/domain-registry.ts'
import type { ServerDomain } from './domains/server-domain.ts'
import { installErrorHandler } from './errors/error-handler.ts'
import { frameworkErrorOptions } from './errors/framework-errors.ts'
import { installNumberPolicy } from './input/storable-number.ts'
import { installInputPolicy } from './input/storable-text.ts'
import { installRateLimit } from './limits/rate-limit.ts'
import { mcpRoutes } from './mcp/mcp-routes.ts'
import { limitHeapGrowth } from './memory/heap-growth.ts'
import { createMetrics } from './metrics/metrics.ts'
import { Readiness } from './readiness.ts'
import { installRequestLog } from './request-log.ts'
import { auditRoutes } from './routes/audit-routes.ts'
import { chatRoutes } from './routes/chat-routes.ts'
import { feedbackRoutes } from './routes/feedback-routes.ts'
import { handoffRoutes } from './routes/handoff-routes.ts'
import { infoRoutes } from './routes/info-routes.ts'
import { knowledgeRoutes } from './routes/knowledge-routes.ts'
import { sessionRoutes } from './routes/session-routes.ts'
import { systemRoutes } from './routes/system-routes.ts'
import { toolRoutes } from './routes/tool-routes.ts'
import { type WebApp, webAppRoutes } from './routes/web-app.ts'
import { OpenTurns, turnCheckpointer } from './runs/open-turns.ts'
import { RunRegistry } from './runs/run-registry.ts'
import { defaultServerConfig, type ServerConfig } from './server-config.ts'
import type { ServerContext } from './server-context.ts'
import { signInRoutes } from './sign-in/sign-in-routes.ts'

export interface ServerOptions {
  store: Store
  domains: readonly ServerDomain[]
  config?: Partial<ServerConfig>
  /** Model routing; read from the environment when absent. */
  models?: ModelConfig
  /** Overrides routing with a fixed model per domain (tests, benchmarks). */
  modelFor?: (domain: Domain) => LanguageModelV4
  /** A pino logger for requests and server events; silent when absent. */
  logger?: FastifyBaseLogger
  /** Told the server's own time to first token of every stream, in ms (benchmarks). */
  onTimeToFirstToken?: (ms: number) => void
  /** A built web app (apps/web/dist) to serve at `/`, with index.html for every other non-/api GET. */
  webRoot?: string
  /** More built web apps, each under its own base (e.g. the tuning studio at `/tune/`). */
  webApps?: readonly WebApp[]
  /** Knowledge retrieval (createKnowledgeBase from @mindwire/rag): serves /api/ai/rag/*. */
  knowledge?: KnowledgeService
  /** How instances share live traffic (NATS, see openBus); the in-process bus when absent. Not closed by the server. */
  bus?: Bus
  /** Traces runs, model calls and tool calls (GenAI conventions); none when absent (see otlpTracer). */
  tracer?: Tracer
  /**
   * Tools the deployment adds to domains' copilots, by domain name: the tools of its MCP servers
   * (`connectMcpServers`), which the caller opened and closes. Guardrails and confirmations apply as to any tool.
   */
  deploymentTools?: ReadonlyMap<string, readonly Tool[]>
}

/** A Mindwire server with its context; `close()` aborts live runs and closes the HTTP server (not the store). */
export interface MindwireServer {
  app: FastifyInstance
  context: ServerContext
}

/**
 * Builds the Fastify app: the copilot contract of seed 000 (/api/ai/*, SSE), tenancy and limits, the
 * domains' own routes, OpenAPI at /openapi.json with a docs page at /docs, and Prometheus metrics.
 */
export async function createServer(options: ServerOptions): Promise<MindwireServer> {
  const config: ServerConfig = { ...defaultServerConfig, ...options.config }
  limitHeapGrowth(config.heapGrowthPercent)
  const models = options.models ?? loadModelConfig()
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Fastify's own two info lines per request (with request and response objects) would be most of
    // the log and a share of the CPU at fleet load: requests are logged at debug level instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    ...frameworkErrorOptions,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installRequestLog(app)
  endConnectionsOnClose(app)

  const runs = new RunRegistry()
  const bus = options.bus ?? new LocalBus()
  const turns = new OpenTurns()
  const context: ServerContext = {
    store: options.store,
    config,
    domains: new DomainRegistry({
      domains: options.domains,
      models,
      modelFor: options.modelFor,
      checkpointer: turnCheckpointer(options.store, turns),
      maxSteps: config.maxSteps,
      tracer: options.tracer,
      deploymentTools: options.deploymentTools,
      // The operator's log gets the endpoint and the provider's words; clients get the short reason.
      onModelFailure: ({ model, endpoint, statusCode, message, willRetry }) =>
        app.log.warn({ model, endpoint, statusCode, willRetry }, `model call failed: ${message}`),
    }),
    runs,
    turns,
    bus,
    metrics: createMetrics(
      () => runs.size,
      () => bus.drops(),
    ),
    log: app.log,
    readiness: new Readiness(),
    onTimeToFirstToken: options.onTimeToFirstToken,
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mindwire API',
        version: '0.1.0',
        description: 'Copilots that drive applications: chat, sessions, tools, usage.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      exposedHeaders: ['x-session-id', 'x-run-id', 'retry-after'],
    })
  }
  // WebSocket routes (a domain's gateway) share the HTTP port, authentication and rate limits.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  installWebSocketOriginCheck(app, config.corsOrigins)
  installAuthentication(app, options.store, config.auth)
  installInputPolicy(app)
  installNumberPolicy(app)
  await installRateLimit(app, config.rateLimitPerMinute, config.redisUrl)
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unknown'
    context.metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      (performance.now() - request.receivedAt) / 1000,
    )
  })

  const routeChains = Object.fromEntries(
    namedRoutes(models).map(([name, chain]) => [name, chain.map((spec) => spec.text)]),
  )
  chatRoutes(app, context)
  aguiRoutes(app, context)
  mcpRoutes(app, context)
  sessionRoutes(app, context)
  auditRoutes(app, context)
  feedbackRoutes(app, context)
  handoffRoutes(app, context)
  toolRoutes(app, context)
  infoRoutes(app, context, routeChains)
  systemRoutes(app, context)
  if (options.knowledge) knowledgeRoutes(app, context, options.knowledge)
  for (const hosted of options.domains) await hosted.routes?.(app, context)
  await signInRoutes(app)
  if (options.webRoot) await webAppRoutes(app, options.webRoot)
  for (const web of options.webApps ?? []) await webAppRoutes(app, web.root, web.base)
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  // Live runs end before the HTTP server closes: their streams hold connections its close waits for.
  app.addHook('preClose', async () => {
    await runs.abortAll('the server is shutting down')
  })
  app.addHook('onClose', async () => {
    // After the runs: what they changed and a domain writes behind reaches the store before it closes.
    await Promise.all(options.domains.map((hosted) => hosted.flush?.()))
  })
  await app.ready()
  return { app, context }
}
