import { and, eq, isNotNull, or } from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { ProjectRecord, ProjectRepository } from '../project-types.ts'
import { projectRevisions } from '../schema/core/projects.ts'
import { StoreError } from '../store-error.ts'
import {
  appendRevision,
  lockProject,
  optionalSessionId,
  requireEditor,
  requireUuid,
} from './project-revision-append.ts'

type CommitInput = Parameters<ProjectRepository['commit']>[2]

/**
 * One revision in one transaction: lock the project, check the caller's expected revision and the batch,
 * then append. Concurrent commits queue on the lock, so each one builds on the one before it.
 */
export async function commitProject(
  db: Database,
  tenantId: string,
  id: string,
  input: CommitInput,
): Promise<ProjectRecord> {
  const batchId = requireUuid('batchId', input.batchId)
  const sessionId = optionalSessionId(input.sessionId)
  const actor = requireEditor(input.actor)
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, tenantId, id)
    if (input.expectedRevision !== undefined && input.expectedRevision !== project.revision) {
      throw new StoreError(
        'conflict',
        `project ${id} is at revision ${project.revision}, not ${input.expectedRevision}: it changed since it was read`,
      )
    }
    await refuseClosedBatch(tx, project, batchId)
    return appendRevision(tx, project, {
      document: input.document,
      actor,
      batchId,
      sessionId,
      summary: input.summary,
    })
  })
}

/**
 * A batch that was undone, or that is an undo, takes no more revisions: undo treats a batch as a whole,
 * and a late revision joining one would be either half-undone or undone without having been seen.
 */
async function refuseClosedBatch(tx: Database, project: ProjectRecord, batchId: string): Promise<void> {
  const [closed] = await tx
    .select({ actor: projectRevisions.actor })
    .from(projectRevisions)
    .where(
      and(
        eq(projectRevisions.tenantId, project.tenantId),
        eq(projectRevisions.projectId, project.id),
        eq(projectRevisions.batchId, batchId),
        or(isNotNull(projectRevisions.undoneBy), eq(projectRevisions.actor, 'undo')),
      ),
    )
    .limit(1)
  if (!closed) return
  const why = closed.actor === 'undo' ? 'is an undo' : 'was undone'
  throw new StoreError('conflict', `batch ${batchId} of project ${project.id} ${why}: start a new batch`)
}
