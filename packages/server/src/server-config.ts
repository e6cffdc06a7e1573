/** Everything about the server that an operator can set; `loadServerConfig` reads it from the environment. */
export interface ServerConfig {
  /** `required`: every /api request needs a Bearer key. `optional`: requests without one act as tenant `local`. */
  auth: 'required' | 'optional'
  bodyLimitBytes: number
  maxMessageChars: number
  /** Default per-tenant request rate; a tenant row can override it. */
  rateLimitPerMinute: number
  /** Allowed CORS origins; `*` allows any. Empty: CORS off. */
  corsOrigins: string[]
  sessionTtlSeconds: number | null
  /** USD per million tokens, by model label. */
  prices: Record<string, { input: number; output: number }>
  sseHeartbeatMs: number
  /** How long a run keeps going after its SSE reader disconnected, waiting for a Last-Event-ID resume. */
  sseResumeGraceMs: number
  maxSteps: number
  /**
   * Most tokens one run may spend: reserved against the tenant's quota before the run starts, and the run
   * is stopped once it has spent them. Concurrent runs overshoot a quota by at most this much.
   */
  runTokenCeiling: number
  /**
   * Redis for the request rate (REDIS_URL): with many instances, the counters every instance shares. Absent:
   * counted in this process, which is right for one instance.
   */
  redisUrl?: string
  /**
   * How far the JS heap's old generation may grow past its live size before a full collection, in percent
   * (0: V8's own factor, up to 300). Bounds the heap's high-water mark, which V8 keeps in RSS as pooled
   * pages while load lasts; see `limitHeapGrowth`. Default 100: at 30 a fleet server (1,000 vehicles, ~70 MB
   * live) ran a full collection every ~2 s, and each one's concurrent marking took the second of two cores
   * from PostgreSQL and the clients for ~100 ms — the slow requests gathered there (PostgreSQL p95 48–128 ms
   * at 30 against 23–70 ms at 100, four alternated runs); streaming load's RSS stays flat at either
   * (README, Memory). At 10 the collections also cost a sixth more CPU per request.
   */
  heapGrowthPercent: number
  /** How long the app a handoff's deep link opens may read the handoff's context. */
  handoffTtlSeconds: number
  /** Most of each thing a tenant may create; one tenant must not fill the database for all. */
  tenantLimits: TenantLimits
}

/** Per-tenant caps on what a tenant creates and keeps (MINDWIRE_MAX_VEHICLES, …). */
export interface TenantLimits {
  /** Registered vehicles (by POST /api/v1/vehicles or a first WebSocket connection). */
  vehicles: number
  /** Conversation checkpoints saved by name, all of the tenant's people together. */
  savedCheckpoints: number
  /** Studio projects. */
  projects: number
  /** Knowledge chunks across the tenant's collections (an ingest is refused once they reach it). */
  knowledgeChunks: number
}

export const defaultServerConfig: ServerConfig = {
  auth: 'required',
  bodyLimitBytes: 8 * 1024 * 1024,
  maxMessageChars: 8000,
  rateLimitPerMinute: 600,
  corsOrigins: [],
  sessionTtlSeconds: null,
  prices: {},
  sseHeartbeatMs: 15_000,
  sseResumeGraceMs: 5000,
  maxSteps: 10,
  runTokenCeiling: 50_000,
  heapGrowthPercent: 100,
  handoffTtlSeconds: 3600,
  // A fleet bench registers 1,000 vehicles per tenant; a person saves tens of checkpoints, not thousands.
  tenantLimits: { vehicles: 5000, savedCheckpoints: 2000, projects: 1000, knowledgeChunks: 200_000 },
}

/** Reads MINDWIRE_* variables (see the README's configuration table) over the defaults. */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name])
    return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback
  }
  const ttl = number('MINDWIRE_SESSION_TTL_SECONDS', 0)
  const limits = defaultServerConfig.tenantLimits
  return {
    auth: env.MINDWIRE_AUTH === 'optional' ? 'optional' : 'required',
    bodyLimitBytes: number('MINDWIRE_BODY_LIMIT_BYTES', defaultServerConfig.bodyLimitBytes),
    maxMessageChars: number('MINDWIRE_MAX_MESSAGE_CHARS', defaultServerConfig.maxMessageChars),
    rateLimitPerMinute: number('MINDWIRE_RATE_LIMIT_PER_MINUTE', defaultServerConfig.rateLimitPerMinute),
    corsOrigins: (env.MINDWIRE_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    sessionTtlSeconds: ttl > 0 ? ttl : null,
    prices: env.MINDWIRE_PRICES ? JSON.parse(env.MINDWIRE_PRICES) : {},
    sseHeartbeatMs: number('MINDWIRE_SSE_HEARTBEAT_MS', defaultServerConfig.sseHeartbeatMs),
    sseResumeGraceMs: number('MINDWIRE_SSE_RESUME_GRACE_MS', defaultServerConfig.sseResumeGraceMs),
    maxSteps: number('MINDWIRE_MAX_STEPS', defaultServerConfig.maxSteps),
    runTokenCeiling: number('MINDWIRE_RUN_TOKEN_CEILING', defaultServerConfig.runTokenCeiling),
    redisUrl: env.REDIS_URL || undefined,
    heapGrowthPercent: number('MINDWIRE_HEAP_GROWTH_PERCENT', defaultServerConfig.heapGrowthPercent),
    handoffTtlSeconds: number('MINDWIRE_HANDOFF_TTL_SECONDS', defaultServerConfig.handoffTtlSeconds),
    tenantLimits: {
      vehicles: number('MINDWIRE_MAX_VEHICLES', limits.vehicles),
      savedCheckpoints: number('MINDWIRE_MAX_SAVED_CHECKPOINTS', limits.savedCheckpoints),
      projects: number('MINDWIRE_MAX_PROJECTS', limits.projects),
      knowledgeChunks: number('MINDWIRE_MAX_KNOWLEDGE_CHUNKS', limits.knowledgeChunks),
    },
  }
}
