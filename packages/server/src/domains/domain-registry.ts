import type { LanguageModelV4 } from '@ai-sdk/provider'
import {
  AgentError,
  type Checkpointer,
  type Domain,
  domainChains,
  domainModel,
  Engine,
  type ModelAttempt,
  type ModelConfig,
  ModelRouter,
  type Tool,
  WireEventTracer,
} from '@mindwire/agent'
import type { Tracer } from '@opentelemetry/api'
import { ApiError } from '../errors/api-error.ts'
import type { ServerDomain } from './server-domain.ts'

export interface DomainRegistryOptions {
  domains: readonly ServerDomain[]
  models: ModelConfig
  /** Overrides model routing, e.g. a scripted model in tests. */
  modelFor?: (domain: Domain) => LanguageModelV4
  checkpointer: Checkpointer
  maxSteps: number
  /** Told about every failed model attempt (the server logs it with the endpoint). */
  onModelFailure?: (failure: ModelAttempt & { willRetry: boolean }) => void
  /** Every engine's runs become spans on it (GenAI conventions); no tracing when absent. */
  tracer?: Tracer
  /** Tools the deployment adds to a domain's copilot (from its MCP servers), by domain name. */
  deploymentTools?: ReadonlyMap<string, readonly Tool[]>
}

interface Hosted {
  hosted: ServerDomain
  engine: Engine
}

/** The domains a server hosts, by app id, each with its engine (built on first use). */
export class DomainRegistry {
  readonly #byApp = new Map<string, ServerDomain>()
  readonly #engines = new Map<ServerDomain, Engine>()
  readonly #offlineEngines = new Map<ServerDomain, Engine>()
  readonly #options: DomainRegistryOptions

  constructor(options: DomainRegistryOptions) {
    this.#options = options
    for (const hosted of options.domains) {
      for (const app of [hosted.domain.name, ...(hosted.apps ?? [])]) {
        if (this.#byApp.has(app)) throw new TypeError(`app id "${app}" is served by two domains`)
        this.#byApp.set(app, hosted)
      }
    }
  }

  /** Every tool the domain's copilot has: its own, then those the deployment gave it. */
  tools(hosted: ServerDomain): readonly Tool[] {
    const added = this.#options.deploymentTools?.get(hosted.domain.name)
    return added?.length ? [...hosted.domain.tools, ...added] : hosted.domain.tools
  }

  /** The server's model configuration (routes per task type). */
  get models(): ModelConfig {
    return this.#options.models
  }

  /** Whether the host fixed the models (tests, benchmarks): then no request may choose one. */
  get fixedModels(): boolean {
    return this.#options.modelFor !== undefined
  }

  /** App ids clients may use. */
  apps(): string[] {
    return [...this.#byApp.keys()]
  }

  list(): readonly ServerDomain[] {
    return this.#options.domains
  }

  /** The domain serving an app; 400 `unknown_app` lists the ones that exist. */
  domainFor(app: string): ServerDomain {
    const hosted = this.#byApp.get(app)
    if (!hosted)
      throw new ApiError(
        400,
        'unknown_app',
        `unknown app "${app}"; this server hosts: ${this.apps().join(', ')}`,
      )
    return hosted
  }

  /**
   * Whether a run of the app may spend tokens: one of the chains its requests may be routed to
   * names a provider (not only the offline engine), or the models are fixed by the host (tests, benchmarks), which the server cannot see into.
   */
  spendsTokens(app: string): boolean {
    if (this.#options.modelFor) return true
    const { domain } = this.domainFor(app)
    // Any chain a request may be routed to could serve a run (a picture, a question, a code request), so each counts.
    return domainChains(domain, this.#options.models).some((chain) =>
      chain.some((spec) => spec.provider !== 'offline'),
    )
  }

  /**
   * The domain and its engine; a model that cannot be built is 503 `model_unavailable` with the reason.
   * `offlineOnly`: an engine on the domain's offline model alone (a tenant over its token quota).
   */
  resolve(app: string, options: { offlineOnly?: boolean } = {}): Hosted {
    const hosted = this.domainFor(app)
    const offline = options.offlineOnly ? hosted.domain.offlineModel : undefined
    const engines = offline ? this.#offlineEngines : this.#engines
    let engine = engines.get(hosted)
    if (!engine) {
      const { domain } = hosted
      engine = new Engine({
        model: offline ? offline() : this.#model(domain),
        tools: this.tools(hosted),
        system: domain.system,
        guardrails: domain.guardrails,
        context: domain.context,
        replyAfterCalls: domain.replyAfterCalls,
        parallelToolGroups: domain.parallelToolGroups,
        callSettings: domain.callSettings,
        approvalTtlMs: domain.approvalTtlMs,
        checkpointer: this.#options.checkpointer,
        maxSteps: this.#options.maxSteps,
        onEvent: this.#options.tracer
          ? new WireEventTracer(this.#options.tracer, { name: domain.name }).observe
          : undefined,
      })
      engines.set(hosted, engine)
    }
    return { hosted, engine }
  }

  #model(domain: Domain): LanguageModelV4 {
    if (this.#options.modelFor) return this.#options.modelFor(domain)
    const offline = domain.offlineModel
    const router = new ModelRouter(
      this.#options.models,
      {
        offline: () => {
          if (!offline)
            throw new AgentError(
              'config',
              `the ${domain.name} domain has no offline engine; configure MINDWIRE_MODEL`,
            )
          return offline()
        },
      },
      this.#options.onModelFailure,
    )
    try {
      return domainModel(router, domain)
    } catch (error) {
      if (error instanceof AgentError) throw new ApiError(503, 'model_unavailable', error.message)
      throw error
    }
  }
}
