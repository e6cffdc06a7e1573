import { randomUUID } from 'node:crypto'
import { desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { ProjectRecord } from '../project-types.ts'
import { projectRevisions } from '../schema/core/projects.ts'
import { StoreError } from '../store-error.ts'
import { type BatchTarget, withLockedBatch } from './project-batch.ts'
import { appendRevision } from './project-revision-append.ts'

/**
 * Takes a whole batch back in one transaction under the project's lock: the document before the batch's
 * first revision becomes a new revision by 'undo', and the batch's revisions are marked undone by it.
 * Fails closed: only a batch with nothing standing after it can go, so no later change is lost with it.
 */
export async function undoProjectBatch(db: Database, target: BatchTarget): Promise<ProjectRecord> {
  const { id, batchId } = target
  return withLockedBatch(db, target, async ({ tx, project, of, batch, sessionId }) => {
    const first = batch[0]!
    const refuse = (why: string) => new StoreError('conflict', `batch ${batchId} of project ${id} ${why}`)
    if (first.actor === 'undo') throw refuse('is an undo; make the change again instead')
    if (batch.some((r) => r.undoneBy !== null)) throw refuse('is already undone')
    if (first.revision === 1) throw refuse('created the project, which cannot be undone')

    // Anything after the batch's first revision that still stands would be lost with it: interleaved
    // revisions of another batch as much as later ones. Undone revisions and undos are already back out.
    const [later] = await tx
      .select({ revision: projectRevisions.revision, batchId: projectRevisions.batchId })
      .from(projectRevisions)
      .where(
        of(
          gt(projectRevisions.revision, first.revision),
          ne(projectRevisions.batchId, batchId),
          ne(projectRevisions.actor, 'undo'),
          isNull(projectRevisions.undoneBy),
        ),
      )
      .orderBy(desc(projectRevisions.revision))
      .limit(1)
    if (later) {
      throw refuse(
        `has later changes on top of it (revision ${later.revision}, batch ${later.batchId}): undo later changes first`,
      )
    }

    const [before] = await tx
      .select({ document: projectRevisions.document })
      .from(projectRevisions)
      .where(of(eq(projectRevisions.revision, first.revision - 1)))
    if (!before) throw new Error(`project ${id} has no revision ${first.revision - 1} before its batch`)

    const undoBatchId = randomUUID()
    await tx
      .update(projectRevisions)
      .set({ undoneBy: undoBatchId })
      .where(of(eq(projectRevisions.batchId, batchId)))
    return appendRevision(tx, project, {
      document: before.document,
      actor: 'undo',
      batchId: undoBatchId,
      sessionId,
      summary: undoSummary(batch),
    })
  })
}

/** One line naming what was undone, from the summaries of the batch's revisions. */
function undoSummary(batch: ReadonlyArray<{ revision: number; summary: string }>): string {
  const first = batch[0]!.revision
  const last = batch.at(-1)!.revision
  const which =
    batch.length === 1
      ? `revision ${first}`
      : last - first + 1 === batch.length
        ? `revisions ${first}–${last}`
        : `revisions ${batch.map((r) => r.revision).join(', ')}`
  return `Undid ${which}: ${batch.map((r) => r.summary).join('; ')}`
}
