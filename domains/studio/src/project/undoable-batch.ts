import type { ProjectRepository } from '@mindwire/store'
import type { ProjectDocument } from '../chain/chain.ts'

/** How far back the latest standing change is looked for (a turn is one batch; people undo recent work). */
const LOOK_BACK = 50

/** The change an undo would take back: the project's latest standing batch, and the document before it. */
export interface UndoableBatch {
  batchId: string
  actor: 'person' | 'agent'
  /** The batch's revision summaries, oldest first. */
  summaries: string[]
  /** The project as it was before the batch: what the undo puts back. */
  before: ProjectDocument
}

/**
 * The batch the store's undo would accept now (see undoProjectBatch): the newest revision that is neither
 * an undo nor undone, when no standing revision of another batch came after the batch began and the batch
 * did not create the project. Undefined when there is nothing to undo.
 */
export async function latestUndoable(
  projects: ProjectRepository,
  tenantId: string,
  projectId: string,
): Promise<UndoableBatch | undefined> {
  const revisions = await projects.revisions(tenantId, projectId, { limit: LOOK_BACK })
  const standing = revisions.filter((r) => r.actor !== 'undo' && r.undoneBy === null)
  const newest = standing[0]
  if (!newest || newest.actor === 'undo') return undefined
  const batch = standing.filter((r) => r.batchId === newest.batchId)
  const first = Math.min(...batch.map((r) => r.revision))
  if (first <= 1) return undefined
  if (standing.some((r) => r.revision > first && r.batchId !== newest.batchId)) return undefined
  const [before] = await projects.revisions(tenantId, projectId, {
    before: first,
    limit: 1,
    withDocuments: true,
  })
  if (!before?.document) return undefined
  return {
    batchId: newest.batchId,
    actor: newest.actor,
    summaries: batch.map((r) => r.summary).reverse(),
    before: before.document as unknown as ProjectDocument,
  }
}

/** The change a redo would bring back: the batch the project's latest undo took back, and its document. */
export interface RedoableBatch {
  batchId: string
  /** The batch's revision summaries, oldest first. */
  summaries: string[]
  /** The project as the batch left it: what the redo puts back. */
  after: ProjectDocument
}

/**
 * The batch the store's redo would accept now (see redoProjectBatch): the one the project's newest revision,
 * an undo, took back. Undefined when the latest change is not an undo (a redo never overwrites later work).
 */
export async function latestRedoable(
  projects: ProjectRepository,
  tenantId: string,
  projectId: string,
): Promise<RedoableBatch | undefined> {
  const revisions = await projects.revisions(tenantId, projectId, { limit: LOOK_BACK })
  const newest = revisions[0]
  if (!newest || newest.actor !== 'undo') return undefined
  const batch = revisions.filter((r) => r.undoneBy === newest.batchId)
  if (batch.length === 0) return undefined
  const last = Math.max(...batch.map((r) => r.revision))
  const [after] = await projects.revisions(tenantId, projectId, {
    before: last + 1,
    limit: 1,
    withDocuments: true,
  })
  if (!after?.document) return undefined
  return {
    batchId: batch[0]!.batchId,
    summaries: batch.map((r) => r.summary).reverse(),
    after: after.document as unknown as ProjectDocument,
  }
}
