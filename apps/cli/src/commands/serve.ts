import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createEmbedderFromEnv, createKnowledgeBase, fusionFromEnv } from '@mindwire/rag'
import {
  type Bus,
  busConfigFromEnv,
  connectMcpServers,
  createServer,
  guardProcess,
  loadMcpServersConfig,
  loadServerConfig,
  openBus,
  otlpTracing,
} from '@mindwire/server'
import { openStore } from '@mindwire/store'
import type { Command } from 'commander'
import { serverDomains } from '../domains.ts'
import { createLogger } from '../logger.ts'
import { modelConfigFrom } from '../resolve-model.ts'
import { seedShippedKnowledge } from '../shipped-knowledge.ts'
import { type StoreFlags, storeOptionsFrom } from '../store-options.ts'

interface ServeOptions extends StoreFlags {
  port: string
  host: string
  auth?: 'required' | 'optional'
  model?: string
  webRoot?: string
  tuneRoot?: string
  cockpitRoot?: string
  shopRoot?: string
  seedKnowledge: boolean
  natsUrl?: string
}

/** The synth studio's build output in this checkout (`npm start` builds every web app first). */
const BUILT_WEB_APP = fileURLToPath(new URL('../../../web/dist', import.meta.url))

/** The web apps served beside the synth studio, each at the base its Vite build uses. */
const SIDE_APPS = [
  {
    name: 'tuning studio',
    base: '/tune/',
    option: 'tuneRoot',
    env: 'MINDWIRE_TUNE_ROOT',
    workspace: '@mindwire/tune',
    built: fileURLToPath(new URL('../../../tune/dist', import.meta.url)),
  },
  {
    name: 'shopping page',
    base: '/shop/',
    option: 'shopRoot',
    env: 'MINDWIRE_SHOP_ROOT',
    workspace: '@mindwire/shop-app',
    built: fileURLToPath(new URL('../../../shop/dist', import.meta.url)),
  },
  {
    name: 'cockpit page',
    base: '/cockpit/',
    option: 'cockpitRoot',
    env: 'MINDWIRE_COCKPIT_ROOT',
    workspace: '@mindwire/cockpit-app',
    built: fileURLToPath(new URL('../../../cockpit/dist', import.meta.url)),
  },
] as const

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'start the server: the copilot API (SSE), the domains and their routes, OpenAPI docs at /docs',
    )
    .option('-p, --port <port>', 'port to listen on', process.env.MINDWIRE_PORT ?? '3000')
    .option('--host <host>', 'interface to bind', process.env.MINDWIRE_HOST ?? '127.0.0.1')
    .option('--data-dir <dir>', 'PGlite data folder (default .data/mindwire, or MINDWIRE_DATA_DIR)')
    .option('--database-url <url>', 'use PostgreSQL instead of PGlite (or DATABASE_URL)')
    .option(
      '--auth <mode>',
      'required: every request needs an API key; optional: keyless requests act as tenant "local" (default on loopback)',
    )
    .option('-m, --model <spec>', 'model chain for every task, overriding MINDWIRE_MODEL (default: offline)')
    .option(
      '--web-root <dir>',
      'serve this built web app at / (default MINDWIRE_WEB_ROOT, else apps/web/dist when built)',
    )
    .option(
      '--tune-root <dir>',
      'serve this built tuning studio at /tune/ (default MINDWIRE_TUNE_ROOT, else apps/tune/dist when built)',
    )
    .option(
      '--cockpit-root <dir>',
      'serve this built cockpit page at /cockpit/ (default MINDWIRE_COCKPIT_ROOT, else apps/cockpit/dist when built)',
    )
    .option(
      '--shop-root <dir>',
      'serve this built shopping page at /shop/ (default MINDWIRE_SHOP_ROOT, else apps/shop/dist when built)',
    )
    .option(
      '--nats-url <url>',
      'NATS JetStream shared by many instances on one PostgreSQL (or NATS_URL); one instance needs none, and claims its PostgreSQL for itself. Needs MINDWIRE_BUS_SECRET (see README, Running at scale)',
    )
    .option('--no-seed-knowledge', 'do not ingest the shipped knowledge collections when they are empty')
    .addHelpText(
      'after',
      '\nWith no configuration it runs on embedded PGlite and the offline model: no keys, no network.',
    )
    .action(async (options: ServeOptions) => {
      await serve(options)
    })
}

async function serve(options: ServeOptions): Promise<void> {
  const log = createLogger()
  const storeOptions = storeOptionsFrom(options, process.env)
  const natsUrl = options.natsUrl ?? process.env.NATS_URL
  // Checked before anything opens: a bus without a secret is refused unless explicitly insecure.
  const busConfig = busConfigFromEnv(process.env, natsUrl)
  if (busConfig?.insecure && !busConfig.secret)
    log.warn(
      'MINDWIRE_BUS_INSECURE: the bus is unsealed; anyone who can publish on NATS can forge vehicle states, commands and reports',
    )
  // The bus before the store: NATS refusing this instance's credentials ends it with nothing else open.
  const bus = await openBus(busConfig, `mindwire-${process.pid}`)
  // Without a bus this instance is PostgreSQL's only one, and remembers its sessions; a second is refused.
  const store = await openStore({
    ...storeOptions,
    access: natsUrl ? 'shared' : 'exclusive',
    onNotice: (message) => log.warn(message),
  }).catch(async (error: unknown) => {
    await bus.close()
    throw error
  })
  const config = loadServerConfig(process.env)
  config.auth =
    options.auth ??
    (process.env.MINDWIRE_AUTH ? config.auth : LOOPBACK.has(options.host) ? 'optional' : 'required')
  const knowledge = createKnowledgeBase({
    store,
    embedder: createEmbedderFromEnv(process.env),
    fusion: fusionFromEnv(process.env),
  })
  if (!knowledge.available) log.warn(knowledge.unavailableReason)
  const webRoot = builtApp(options.webRoot ?? process.env.MINDWIRE_WEB_ROOT, BUILT_WEB_APP)
  if (!webRoot) log.warn('no web app to serve: run `npm run build -w @mindwire/web` (npm start does)')
  const sideApps = SIDE_APPS.flatMap((side) => {
    const root = builtApp(options[side.option] ?? process.env[side.env], side.built)
    if (!root)
      log.warn(`no ${side.name} to serve: run \`npm run build -w ${side.workspace}\` (npm start does)`)
    return root ? [{ ...side, root }] : []
  })
  const models = modelConfigFrom(process.env, options.model)
  if (natsUrl && !storeOptions.databaseUrl)
    log.warn('NATS without DATABASE_URL: instances share live traffic but each keeps its own PGlite records')
  // Off unless OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT names a collector.
  const tracing = otlpTracing()
  const domains = knowledge.available
    ? serverDomains(knowledge.knowledgeSearch, models, knowledge.knowledgeRecord, knowledge.knowledgeForget)
    : serverDomains(undefined, models)
  // The deployment's MCP servers (a file, see docs/configuration.md): connected before the server starts, or no start.
  const mcpFile = process.env.MINDWIRE_MCP_SERVERS
  const mcp = mcpFile
    ? await loadMcpServersConfig(mcpFile)
        .then((config) => connectMcpServers(config, domains))
        .catch(async (error: unknown) => {
          await Promise.allSettled([bus.close(), store.close()])
          throw error
        })
    : undefined
  for (const tool of mcp?.refused ?? [])
    log.warn(`MCP server ${tool.server}: tool ${tool.name} not offered (${tool.reason})`)
  const { app, context } = await createServer({
    tracer: tracing?.tracer,
    bus,
    store,
    domains,
    deploymentTools: mcp?.tools,
    config,
    models,
    logger: log,
    knowledge,
    webRoot,
    webApps: sideApps.map(({ base, root }) => ({ base, root })),
  })
  guardProcess(log, (kind) => context.metrics.processFaults.inc({ kind }))
  const address = await app.listen({ port: Number(options.port), host: options.host })
  log.info(
    `mindwire listening on ${address}${webRoot ? ` — the studio at ${address}/` : ''}${sideApps.map((side) => ` — the ${side.name} at ${address}${side.base}`).join('')} — ${storeOptions.description}; bus ${busConfig ? `NATS at ${busConfig.servers.join(',')} (prefix ${busConfig.prefix}, ${busConfig.secret ? 'sealed' : 'UNSEALED'})` : 'in-process'}; auth ${config.auth}; docs at ${address}/docs`,
  )
  // Listening first: liveness answers at once; /readyz says when the shipped knowledge is in.
  if (knowledge.available && options.seedKnowledge) {
    const seeding = seedShippedKnowledge(knowledge, (collection, chunks) =>
      log.info(`ingested the shipped ${collection} collection: ${chunks} chunks`),
    )
    void context.readiness.track('knowledge', seeding).then(() => {
      const failed = context.readiness.report().failed
      if (failed.length > 0)
        log.error(`start-up work failed: ${failed.join(', ')}; search answers without it`)
      else log.info('ready')
    })
  }
  const dropWatch = watchBusDrops(bus, log)
  const stop = async (signal: string) => {
    // Graceful: /readyz turns 503 so no new traffic comes, live runs may finish, what is left is aborted.
    context.readiness.drain()
    const drainMs = Number(process.env.MINDWIRE_DRAIN_MS ?? 20_000)
    log.info(`${signal}: draining ${context.runs.size} live run(s) for up to ${drainMs} ms`)
    const left = await context.runs.drain(drainMs)
    if (left > 0) log.warn(`${left} run(s) still live after the drain; they are interrupted`)
    await app.close()
    await mcp?.close()
    await tracing?.shutdown()
    clearInterval(dropWatch)
    await bus.close()
    await store.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

/** The folder a flag or variable names, else this checkout's build when there is one. */
function builtApp(chosen: string | undefined, built: string): string | undefined {
  if (chosen) return resolve(chosen)
  return existsSync(built) ? built : undefined
}

// The metric counts them; the log says once a minute at most that someone on NATS sends what this
// deployment refuses (forged, another deployment's with the same prefix, replayed, or misshapen).
function watchBusDrops(bus: Bus, log: ReturnType<typeof createLogger>): NodeJS.Timeout {
  let seen = Object.values(bus.drops()).reduce((sum, count) => sum + count, 0)
  const timer = setInterval(() => {
    const drops = bus.drops()
    const total = Object.values(drops).reduce((sum, count) => sum + count, 0)
    if (total > seen)
      log.warn(`bus: dropped ${total - seen} message(s) in the last minute; totals ${JSON.stringify(drops)}`)
    seen = total
  }, 60_000)
  timer.unref()
  return timer
}
