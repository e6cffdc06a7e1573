import type { Connection } from './database.ts'
import type { VectorStatus } from './migrate/apply-migrations.ts'
import { createApiKeyRepository } from './repositories/api-key-repository.ts'
import { createAuditRepository } from './repositories/audit-repository.ts'
import { cachedSessionRepository } from './repositories/cached-session-repository.ts'
import { createCommandRepository } from './repositories/command-repository.ts'
import { createDocumentRepository } from './repositories/document-repository.ts'
import { createEventRepository } from './repositories/event-repository.ts'
import { createHandoffRepository } from './repositories/handoff-repository.ts'
import { knownSessionIds } from './repositories/known-session-ids.ts'
import { positionedSessionReads } from './repositories/positioned-session-reads.ts'
import { pooledPreparedText, preparedStatements } from './repositories/prepared-execute.ts'
import { createProjectArtifactRepository } from './repositories/project-artifact-repository.ts'
import { createProjectRepository } from './repositories/project-repository.ts'
import { createQuotaRepository } from './repositories/quota-repository.ts'
import { ResumeCache } from './repositories/resume-cache.ts'
import { createSavedCheckpointRepository } from './repositories/saved-checkpoint-repository.ts'
import { scriptedReads } from './repositories/scripted-reads.ts'
import { createHistoryAppender, createSessionCheckpointer } from './repositories/session-checkpointer.ts'
import { createSessionRepository } from './repositories/session-repository.ts'
import { createShopRepository } from './repositories/shop-repository.ts'
import { createTenantRepository } from './repositories/tenant-repository.ts'
import { createTurnResume } from './repositories/turn-resume.ts'
import { createTurnWriter } from './repositories/turn-writer.ts'
import { createUnavailableDocumentRepository } from './repositories/unavailable-document-repository.ts'
import { createUsageRepository } from './repositories/usage-repository.ts'
import { createVehicleRepository } from './repositories/vehicle-repository.ts'
import type { Store } from './store.ts'

// Sessions whose position (checkpoint and last event) is remembered for their next turn, and how much
// history they may hold together (JSON characters): a fleet of cockpits fits, long chats are dropped.
const RESUME_CACHE_SIZE = 10_000
const RESUME_CACHE_CHARS = 16_000_000

/**
 * Puts the repositories together over a migrated connection. `remembers`: no other process writes this
 * database (PGlite, or PostgreSQL claimed exclusive), so what the store remembers of a session is the truth.
 */
export function createStore(
  connection: Connection,
  vector: VectorStatus,
  options: { remembers: boolean },
): Store {
  const { db } = connection
  // The checkpointer and the turn writer append to the same histories: they share what is stored.
  const history = createHistoryAppender()
  const cache = new ResumeCache(RESUME_CACHE_SIZE, RESUME_CACHE_CHARS)
  const checkpointer = createSessionCheckpointer(db, history)
  const events = createEventRepository(db)
  const { remembers } = options
  const pglite = connection.driver === 'pglite'
  const prepared = pglite ? preparedStatements() : undefined
  const script = connection.script && {
    script: connection.script,
    text: prepared?.scriptText ?? pooledPreparedText(),
  }
  const reads = script ? scriptedReads(db, script) : undefined
  const stored = createSessionRepository(db)
  if (reads) stored.get = reads.sessionGet
  // Only this process inserts sessions here, so the ids it has seen are all the ids there are.
  const known = remembers ? knownSessionIds(db) : undefined
  const cached = remembers ? cachedSessionRepository(stored, RESUME_CACHE_SIZE, known) : undefined
  const positioned = remembers ? undefined : positionedSessionReads(db, stored, reads?.positionedGet)
  const sessions = cached ?? positioned?.sessions ?? stored
  const touch = cached?.touch
  const vehicles = createVehicleRepository(db)
  if (reads) vehicles.get = reads.vehicleGet
  const resume = createTurnResume({
    db,
    trusted: remembers,
    cache,
    checkpointer,
    events,
    recentPosition: positioned?.takePosition,
  })
  let closed: Promise<void> | undefined
  return {
    driver: connection.driver,
    vectorEnabled: vector.enabled,
    tenants: createTenantRepository(db),
    apiKeys: createApiKeyRepository(db),
    // Every write of a session's position passes the resume cache, so the next turn can trust it.
    sessions: {
      ...sessions,
      delete: (tenantId, id) => sessions.delete(tenantId, id).finally(() => cache.forget(id)),
    },
    checkpointer: {
      save: (checkpoint) =>
        checkpointer.save(checkpoint).finally(() => {
          cache.forget(checkpoint.sessionId)
          touch?.(checkpoint.sessionId, new Date())
        }),
      load: (sessionId) => checkpointer.load(sessionId),
    },
    turns: createTurnWriter(db, history, {
      cache,
      resume,
      touch,
      created: cached?.remember,
      creating: known?.add,
      // PGlite is one session, this process's: its statements can be prepared once and kept.
      execute: prepared?.execute,
      script,
    }),
    commands: createCommandRepository(db),
    savedCheckpoints: createSavedCheckpointRepository(db),
    handoffs: createHandoffRepository(db),
    events: {
      ...events,
      append: (rows) =>
        events.append(rows).finally(() => {
          for (const row of rows) cache.forget(row.sessionId)
        }),
    },
    usage: createUsageRepository(db),
    quotas: createQuotaRepository(db),
    vehicles,
    projects: createProjectRepository(db),
    projectArtifacts: createProjectArtifactRepository(db),
    shop: createShopRepository(db),
    audit: createAuditRepository(db),
    documents: vector.enabled
      ? createDocumentRepository(db, vector, { autoAnalyze: connection.driver === 'pglite' })
      : createUnavailableDocumentRepository(),
    close: () => {
      closed ??= (known?.stop() ?? Promise.resolve()).then(() => connection.close())
      return closed
    },
  }
}
