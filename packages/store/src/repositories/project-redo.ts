import { randomUUID } from 'node:crypto'
import { desc } from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { ProjectRecord } from '../project-types.ts'
import { projectRevisions } from '../schema/core/projects.ts'
import { StoreError } from '../store-error.ts'
import type { JSONValueLike } from '../store-types.ts'
import { type BatchTarget, withLockedBatch } from './project-batch.ts'
import { appendRevision } from './project-revision-append.ts'

/**
 * Brings an undone batch back in one transaction under the project's lock: its last document becomes a new
 * revision by the person, in a batch of its own (undone like any edit). Fails closed: only while the batch's
 * undo is the project's latest change, so a redo never overwrites what came after the undo.
 */
export async function redoProjectBatch(db: Database, target: BatchTarget): Promise<ProjectRecord> {
  const { id, batchId } = target
  return withLockedBatch(db, target, async ({ tx, project, of, batch, sessionId }) => {
    const last = batch.at(-1)!
    const [latest] = await tx
      .select({ actor: projectRevisions.actor, batchId: projectRevisions.batchId })
      .from(projectRevisions)
      .where(of())
      .orderBy(desc(projectRevisions.revision))
      .limit(1)
    if (last.undoneBy === null || latest?.actor !== 'undo' || latest.batchId !== last.undoneBy)
      throw new StoreError(
        'conflict',
        `batch ${batchId} of project ${id}: only the latest undo can be redone, and only while nothing came after it`,
      )
    return appendRevision(tx, project, {
      document: last.document as JSONValueLike,
      actor: 'person',
      batchId: randomUUID(),
      sessionId,
      summary: `redo: ${batch.map((revision) => revision.summary).join('; ')}`,
    })
  })
}
