import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { ProjectRecord } from '../project-types.ts'
import { projectRevisions } from '../schema/core/projects.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'
import { lockProject, optionalSessionId } from './project-revision-append.ts'

/** A condition on the locked project's own revisions, with more conditions joined to it. */
export type RevisionsOf = (...conditions: Parameters<typeof and>) => ReturnType<typeof and>

/**
 * Runs `work` in one transaction with the tenant's project locked (StoreError 'not_found' without it):
 * what undo and redo check and what they write see the same project, and nothing slips in between.
 */
export function withLockedProject<T>(
  db: Database,
  tenantId: string,
  id: string,
  work: (tx: Database, project: ProjectRecord, of: RevisionsOf) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, tenantId, id)
    const of: RevisionsOf = (...conditions) =>
      and(eq(projectRevisions.tenantId, tenantId), eq(projectRevisions.projectId, project.id), ...conditions)
    return work(tx, project, of)
  })
}

/** A batch's revisions, oldest first; none for an id that is not a uuid (it names no batch). */
export async function batchRevisions(tx: Database, of: RevisionsOf, batchId: string) {
  if (!isUuid(batchId)) return []
  return tx
    .select({
      revision: projectRevisions.revision,
      actor: projectRevisions.actor,
      summary: projectRevisions.summary,
      undoneBy: projectRevisions.undoneBy,
      document: projectRevisions.document,
    })
    .from(projectRevisions)
    .where(of(eq(projectRevisions.batchId, batchId)))
    .orderBy(asc(projectRevisions.revision))
}

/** What undo and redo work on: the locked project, its revisions' filter, the batch (never empty), the session. */
export interface LockedBatch {
  tx: Database
  project: ProjectRecord
  of: RevisionsOf
  batch: Awaited<ReturnType<typeof batchRevisions>>
  sessionId: string | null
}

/** Which batch of which tenant's project, and the session asking. */
export interface BatchTarget {
  tenantId: string
  id: string
  batchId: string
  sessionId?: string | null
}

/** `work` on a batch of the locked project; StoreError 'not_found' for a project or batch that is not there. */
export function withLockedBatch<T>(
  db: Database,
  { tenantId, id, batchId, ...options }: BatchTarget,
  work: (locked: LockedBatch) => Promise<T>,
): Promise<T> {
  const sessionId = optionalSessionId(options.sessionId)
  return withLockedProject(db, tenantId, id, async (tx, project, of) => {
    const batch = await batchRevisions(tx, of, batchId)
    if (batch.length === 0) throw new StoreError('not_found', `project ${id} has no batch ${batchId}`)
    return work({ tx, project, of, batch, sessionId })
  })
}
