import type { DocumentRepository } from './document-types.ts'
import type { DatabaseAccess } from './drivers/claim-database.ts'
import type { ProjectArtifactRepository } from './project-artifact-types.ts'
import type { ProjectRepository } from './project-types.ts'
import type { ShopRepository } from './shop-types.ts'
import type { Checkpointer, JSONValueLike } from './store-types.ts'
import type { TurnWriter } from './turn-types.ts'

/**
 * The persistence contract of the platform. One schema, two drivers: embedded PGlite (a folder on disk,
 * pgvector included) and PostgreSQL through DATABASE_URL. Every method that reads or writes tenant data
 * takes the tenant id and never returns another tenant's rows.
 */
export interface Store {
  readonly driver: 'pglite' | 'postgres'
  /**
   * False when the database lacks pgvector (a PostgreSQL server without it, or PGlite without the
   * @electric-sql/pglite-pgvector package): the documents table does not exist then, and every
   * `documents` call rejects with StoreError 'vector_unavailable'.
   */
  readonly vectorEnabled: boolean
  tenants: TenantRepository
  apiKeys: ApiKeyRepository
  sessions: SessionRepository
  /** The agent engine's checkpoints: session history, pending calls, summary and usage, saved per step. */
  checkpointer: Checkpointer
  /** Everything one run writes, in one transaction shared with the runs that end at the same time. */
  turns: TurnWriter
  commands: CommandRepository
  savedCheckpoints: SavedCheckpointRepository
  /** Handoffs between apps: the context a deep link names by id only. */
  handoffs: HandoffRepository
  events: EventRepository
  usage: UsageRepository
  quotas: QuotaRepository
  vehicles: VehicleRepository
  /** Versioned documents of a tenant's apps (the studio's projects), with batch undo. */
  projects: ProjectRepository
  /** What the studio produced for a project (measurements, test runs, generated code). */
  projectArtifacts: ProjectArtifactRepository
  /** The shopping domain's catalogue, and each shopper's cart and orders. */
  shop: ShopRepository
  audit: AuditRepository
  documents: DocumentRepository
  close(): Promise<void>
}

export interface Tenant {
  id: string
  name: string
  /** Tokens allowed per quota period; null means unlimited. */
  tokenQuota: number | null
  quotaPeriod: 'day' | 'month'
  /** Requests per minute; null means the server default. */
  rateLimitPerMinute: number | null
  createdAt: Date
}

export interface TenantRepository {
  /** Creates a tenant (name defaults to the id); an id already taken rejects with StoreError 'conflict'. */
  create(input: {
    id: string
    name?: string
    tokenQuota?: number | null
    quotaPeriod?: 'day' | 'month'
    rateLimitPerMinute?: number | null
  }): Promise<Tenant>
  get(id: string): Promise<Tenant | undefined>
  update(
    id: string,
    patch: Partial<Pick<Tenant, 'name' | 'tokenQuota' | 'quotaPeriod' | 'rateLimitPerMinute'>>,
  ): Promise<Tenant | undefined>
}

export interface ApiKeyRecord {
  id: string
  tenantId: string
  name: string
  /** The first characters of the key, safe to show. */
  prefix: string
  createdAt: Date
  revokedAt: Date | null
  vehicleId: string | null
  userId: string | null
}

/** What a key is narrowed to; null (or absent) for a key of the whole tenant. */
export interface ApiKeyScope {
  vehicleId?: string | null
  userId?: string | null
}

export interface ApiKeyRepository {
  /**
   * Creates a key; the plaintext is returned once and only its hash is stored. A `scope` narrows it: to
   * one vehicle (the key the vehicle's agent connects with) or to one user of the tenant.
   */
  create(tenantId: string, name?: string, scope?: ApiKeyScope): Promise<{ key: string; record: ApiKeyRecord }>
  /** The tenant and scope of a valid, unrevoked key. */
  verify(key: string): Promise<({ tenantId: string; keyId: string } & Required<ApiKeyScope>) | undefined>
  /** True when this call revoked an active key of the tenant; false when missing, another tenant's, or already revoked. */
  revoke(tenantId: string, keyId: string): Promise<boolean>
  /** Every key ever created, revoked ones included: revoking the last key must not make a server think auth is unset. */
  count(): Promise<number>
}

export interface SessionRecord {
  id: string
  tenantId: string
  app: string
  title: string | null
  userId: string | null
  /** The client's latest context snapshot (seed 000 §4.1 `context()`), or the domain's state. */
  state: JSONValueLike
  /** The run controls the client last set for this session (seed 000 §4.1); absent until one does. */
  controls?: JSONValueLike
  createdAt: Date
  lastActiveAt: Date
  expiresAt: Date | null
}

export interface SessionRepository {
  /** Creates a session (a random uuid unless `id` is given; state defaults to {}); a taken id rejects with 'conflict'. */
  create(input: {
    tenantId: string
    app: string
    title?: string | null
    userId?: string | null
    state?: JSONValueLike
    controls?: JSONValueLike
    expiresAt?: Date | null
    id?: string
  }): Promise<SessionRecord>
  /** Undefined when missing, expired, or owned by another tenant. */
  get(tenantId: string, id: string): Promise<SessionRecord | undefined>
  update(
    tenantId: string,
    id: string,
    patch: Partial<Pick<SessionRecord, 'app' | 'title' | 'state' | 'controls' | 'expiresAt'>>,
  ): Promise<SessionRecord | undefined>
  /** Deletes the session with its messages, events, commands and checkpoints. */
  delete(tenantId: string, id: string): Promise<boolean>
  list(
    tenantId: string,
    options?: { app?: string; userId?: string; limit?: number },
  ): Promise<SessionRecord[]>
}

export type CommandStatus = 'pending' | 'confirmed' | 'rejected' | 'executed' | 'failed' | 'expired'

export interface CommandRecord {
  id: string
  tenantId: string
  sessionId: string | null
  /** The device or app instance the command targets (a vehicle id for the cockpit). */
  target: string | null
  callId: string
  name: string
  params: JSONValueLike
  decision: 'allow' | 'warn' | 'confirm' | 'block'
  status: CommandStatus
  result: JSONValueLike | null
  idempotencyKey: string | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date | null
}

export interface CommandRepository {
  /** Creates a command; with an idempotency key already used by the tenant, returns that command instead (`created: false`). */
  create(
    input: Omit<CommandRecord, 'id' | 'createdAt' | 'updatedAt' | 'result'> & {
      result?: JSONValueLike | null
    },
  ): Promise<{ command: CommandRecord; created: boolean }>
  get(tenantId: string, id: string): Promise<CommandRecord | undefined>
  /** The tenant's command recorded under an idempotency key, if any. */
  byIdempotencyKey(tenantId: string, key: string): Promise<CommandRecord | undefined>
  /**
   * Moves a command to a new status only from one of `from` (compare-and-set); returns undefined when it
   * was not in one of them. A decision, when given, replaces the recorded one (rules are asked again on
   * confirmation and may decide differently).
   */
  transition(
    tenantId: string,
    id: string,
    from: readonly CommandStatus[],
    to: CommandStatus,
    result?: JSONValueLike,
    decision?: CommandRecord['decision'],
  ): Promise<CommandRecord | undefined>
  listBySession(tenantId: string, sessionId: string): Promise<CommandRecord[]>
  /** Marks pending commands past their expiry as expired; returns how many. */
  expirePending(now?: Date): Promise<number>
}

/** A conversation checkpoint a person saved by name (seed 001 §4.2.5). */
export interface SavedCheckpoint {
  id: string
  tenantId: string
  userId: string
  sessionId: string | null
  title: string
  snapshot: JSONValueLike
  createdAt: Date
  updatedAt: Date
}

export interface SavedCheckpointRepository {
  create(input: {
    tenantId: string
    userId: string
    sessionId?: string | null
    title: string
    snapshot: JSONValueLike
  }): Promise<SavedCheckpoint>
  list(tenantId: string, userId: string): Promise<SavedCheckpoint[]>
  /** How many checkpoints the tenant's people saved, all of them together (for the tenant's cap). */
  count(tenantId: string): Promise<number>
  get(tenantId: string, userId: string, id: string): Promise<SavedCheckpoint | undefined>
  /** Renames only when both the owner and the id match. */
  rename(tenantId: string, userId: string, id: string, title: string): Promise<SavedCheckpoint | undefined>
  /** Deletes only when both the owner and the id match. */
  delete(tenantId: string, userId: string, id: string): Promise<boolean>
}

/** A handoff between apps: its context, read by the receiving app with its key until `expiresAt`. */
export interface HandoffRecord {
  id: string
  tenantId: string
  sessionId: string
  fromApp: string
  toApp: string
  intent: string
  context: JSONValueLike
  createdAt: Date
  expiresAt: Date
}

export interface HandoffRepository {
  create(input: {
    tenantId: string
    sessionId: string
    fromApp: string
    toApp: string
    intent: string
    context?: JSONValueLike
    ttlMs: number
  }): Promise<HandoffRecord>
  /** The tenant's handoff while it has not expired; undefined otherwise (another tenant's included). */
  get(tenantId: string, id: string): Promise<HandoffRecord | undefined>
}

/** A wire event as sent over SSE, kept so a client can resume with Last-Event-ID. */
export interface StoredEvent {
  sessionId: string
  seq: number
  runId: string
  type: string
  data: JSONValueLike
  createdAt: Date
}

export interface EventRepository {
  /** Appends in one statement; a seq the session already has rejects the whole batch (StoreError 'conflict'). */
  append(events: ReadonlyArray<Omit<StoredEvent, 'createdAt'>>): Promise<void>
  /** Events of a session with seq > afterSeq, oldest first. */
  listAfter(sessionId: string, afterSeq: number, limit?: number): Promise<StoredEvent[]>
  /** The highest seq of a session, 0 when none. */
  lastSeq(sessionId: string): Promise<number>
}

export interface UsageRecord {
  tenantId: string
  sessionId: string | null
  model: string
  inputTokens: number
  outputTokens: number
  /** In US dollars; 0 for local models. */
  cost: number
  at: Date
}

export interface UsageRepository {
  record(entry: Omit<UsageRecord, 'at'> & { at?: Date }): Promise<void>
  /** Several rows in one statement (e.g. every model call of a run). */
  recordAll(entries: ReadonlyArray<Omit<UsageRecord, 'at'> & { at?: Date }>): Promise<void>
  /** Total tokens (input + output) a tenant used since a moment. */
  tokensSince(tenantId: string, since: Date): Promise<number>
  /** Usage since a moment, one row per model. */
  summary(
    tenantId: string,
    since: Date,
  ): Promise<Array<{ model: string; inputTokens: number; outputTokens: number; cost: number; calls: number }>>
}

/** The outcome of a quota reservation, with the usage and open reservations it was weighed against. */
export type QuotaReservation =
  | { granted: true; id: string; used: number; reserved: number }
  | { granted: false; used: number; reserved: number }

export interface QuotaRepository {
  /**
   * Sets `tokens` aside for a run when the tenant's usage since `since` plus its open reservations is
   * below `quota`; atomic against concurrent reservations of the same tenant. Expires after `ttlMs`.
   */
  reserve(input: {
    tenantId: string
    quota: number
    since: Date
    tokens: number
    ttlMs: number
  }): Promise<QuotaReservation>
  /** Gives a reservation back (the run's real usage is booked by then). */
  release(id: string): Promise<void>
}

/** A tenant's vehicle: the tenant's own id for it, and its last known state. */
export interface VehicleRecord {
  tenantId: string
  id: string
  state: JSONValueLike
  createdAt: Date
  updatedAt: Date
}

export interface VehicleRepository {
  /** Adds a vehicle with its first state; an existing one is returned unchanged (`created: false`). */
  register(
    tenantId: string,
    id: string,
    state: JSONValueLike,
  ): Promise<{ vehicle: VehicleRecord; created: boolean }>
  get(tenantId: string, id: string): Promise<VehicleRecord | undefined>
  list(tenantId: string, options?: { limit?: number }): Promise<VehicleRecord[]>
  /** How many vehicles the tenant has (for its cap). */
  count(tenantId: string): Promise<number>
  /**
   * Writes the latest state of several vehicles (each at most once) in one statement, registering new ones.
   * `stateJson`, when the caller has it, is `JSON.stringify(state)`: the state is not serialised again.
   */
  saveStates(
    rows: ReadonlyArray<{ tenantId: string; id: string; state: JSONValueLike; stateJson?: string }>,
  ): Promise<void>
}

export interface AuditEntry {
  id: string
  tenantId: string
  userId: string | null
  action: string
  model: string | null
  tokens: number
  detail: JSONValueLike
  at: Date
}

export interface AuditRepository {
  record(entry: Omit<AuditEntry, 'id' | 'at'> & { at?: Date }): Promise<void>
  /** Several rows in one statement (e.g. every model call of a run). */
  recordAll(entries: ReadonlyArray<Omit<AuditEntry, 'id' | 'at'> & { at?: Date }>): Promise<void>
  list(tenantId: string, options?: { limit?: number; action?: string }): Promise<AuditEntry[]>
}

/** How to open a store: a PGlite data folder (default), in-memory PGlite, or a PostgreSQL URL. */
export type { DatabaseAccess }

export interface StoreOptions {
  dataDir?: string
  databaseUrl?: string
  /** In-memory PGlite, for tests. */
  memory?: boolean
  /**
   * PGlite's buffer cache (PostgreSQL's shared_buffers, e.g. '1GB'); default PGlite's 128MB. It is held
   * in the process from the start, so raise it only where the knowledge base is large: an HNSW search
   * that has to read index pages back from the data folder is several times slower.
   */
  sharedBuffers?: string
  /** Told about start-up facts worth logging, such as a missing pgvector. */
  onNotice?: (message: string) => void
  /**
   * How this process shares PostgreSQL with other instances (see DatabaseAccess), claimed at open and
   * refused when another instance's claim conflicts. `exclusive` lets the store remember its sessions and
   * their positions, as it always does on PGlite. Unset: no claim, and every turn confirms its session's
   * position (tools, tests, a second connection looking at a server's tables).
   */
  access?: DatabaseAccess
}
