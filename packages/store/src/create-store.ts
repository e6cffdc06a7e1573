import type { Connection } from './database.ts'
import type { VectorStatus } from './migrate/apply-migrations.ts'
import { createApiKeyRepository } from './repositories/api-key-repository.ts'
import { createAuditRepository } from './repositories/audit-repository.ts'
import { createCommandRepository } from './repositories/command-repository.ts'
import { createDocumentRepository } from './repositories/document-repository.ts'
import { createEventRepository } from './repositories/event-repository.ts'
import { createProjectArtifactRepository } from './repositories/project-artifact-repository.ts'
import { createProjectRepository } from './repositories/project-repository.ts'
import { createQuotaRepository } from './repositories/quota-repository.ts'
import { createSavedCheckpointRepository } from './repositories/saved-checkpoint-repository.ts'
import { createHistoryAppender, createSessionCheckpointer } from './repositories/session-checkpointer.ts'
import { createSessionRepository } from './repositories/session-repository.ts'
import { createShopRepository } from './repositories/shop-repository.ts'
import { createTenantRepository } from './repositories/tenant-repository.ts'
import { createTurnWriter } from './repositories/turn-writer.ts'
import { createUnavailableDocumentRepository } from './repositories/unavailable-document-repository.ts'
import { createUsageRepository } from './repositories/usage-repository.ts'
import { createVehicleRepository } from './repositories/vehicle-repository.ts'
import type { Store } from './store.ts'

/** Puts the repositories together over a migrated connection. */
export function createStore(connection: Connection, vector: VectorStatus): Store {
  const { db } = connection
  // The checkpointer and the turn writer append to the same histories: they share what is stored.
  const history = createHistoryAppender()
  let closed: Promise<void> | undefined
  return {
    driver: connection.driver,
    vectorEnabled: vector.enabled,
    tenants: createTenantRepository(db),
    apiKeys: createApiKeyRepository(db),
    sessions: createSessionRepository(db),
    checkpointer: createSessionCheckpointer(db, history),
    turns: createTurnWriter(db, history),
    commands: createCommandRepository(db),
    savedCheckpoints: createSavedCheckpointRepository(db),
    events: createEventRepository(db),
    usage: createUsageRepository(db),
    quotas: createQuotaRepository(db),
    vehicles: createVehicleRepository(db),
    projects: createProjectRepository(db),
    projectArtifacts: createProjectArtifactRepository(db),
    shop: createShopRepository(db),
    audit: createAuditRepository(db),
    documents: vector.enabled
      ? createDocumentRepository(db, vector, { autoAnalyze: connection.driver === 'pglite' })
      : createUnavailableDocumentRepository(),
    close: () => {
      closed ??= connection.close()
      return closed
    },
  }
}
