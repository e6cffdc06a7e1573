import type { JSONValueLike } from './store-types.ts'

/** Who made a revision: a person, the agent, or an undo of earlier revisions. */
export type ProjectActor = 'person' | 'agent' | 'undo'

/** A tenant's versioned project: the domain's document as of its latest revision. */
export interface ProjectRecord {
  tenantId: string
  id: string
  /** The app the project belongs to (e.g. 'studio'). */
  app: string
  name: string
  /** Owned by the domain; the store keeps it whole and never looks inside. */
  document: JSONValueLike
  /** The number of the latest revision; 1 right after creation. */
  revision: number
  createdAt: Date
  updatedAt: Date
}

/** A project as listed: everything but the document, which may be large. */
export type ProjectSummary = Omit<ProjectRecord, 'document'>

/** One change of a project. */
export interface ProjectRevision {
  revision: number
  /** Shared by the revisions of one agent turn (or one person's edit); undo takes a whole batch back. */
  batchId: string
  actor: ProjectActor
  sessionId: string | null
  /** What changed, in one line. */
  summary: string
  /** The batch id of the undo that reverted this revision, or null while it stands. */
  undoneBy: string | null
  createdAt: Date
  /** The document after this revision; only when asked for (`withDocuments`). */
  document?: JSONValueLike
}

/**
 * Versioned projects of a tenant. Another tenant's project is never found: reads return nothing, and
 * writes reject with StoreError 'not_found'. Writes lock the project's row, so concurrent ones queue.
 */
export interface ProjectRepository {
  /** Creates a project at revision 1, in a batch of its own (actor defaults to 'person'). */
  create(
    tenantId: string,
    input: {
      app: string
      name: string
      document: JSONValueLike
      actor?: Exclude<ProjectActor, 'undo'>
      sessionId?: string | null
      /** Defaults to 'Created'. */
      summary?: string
    },
  ): Promise<ProjectRecord>
  get(tenantId: string, id: string): Promise<ProjectRecord | undefined>
  /** How many projects the tenant has (for its cap). */
  count(tenantId: string): Promise<number>
  /** The tenant's projects, most recently changed first, without their documents. */
  list(tenantId: string, options?: { app?: string; limit?: number }): Promise<ProjectSummary[]>
  /**
   * A project's revisions, newest first; `before` pages back (revisions numbered below it). Empty for a
   * project the tenant does not have.
   */
  revisions(
    tenantId: string,
    id: string,
    options?: { limit?: number; before?: number; withDocuments?: boolean },
  ): Promise<ProjectRevision[]>
  /**
   * Records a new revision with the whole new document and returns the project after it. Commits with
   * the same batch id form one batch. Rejects with 'conflict' when `expectedRevision` is given and is not
   * the latest, or when the batch id belongs to an undo or to a batch already undone; with 'not_found'
   * for a missing project; with 'invalid_input' for a batch or session id that is not a uuid.
   */
  commit(
    tenantId: string,
    id: string,
    input: {
      document: JSONValueLike
      actor: Exclude<ProjectActor, 'undo'>
      batchId: string
      sessionId?: string | null
      summary: string
      expectedRevision?: number
    },
  ): Promise<ProjectRecord>
  /**
   * Restores the document as it was before the batch's first revision, as a new revision by 'undo' in a
   * batch of its own, and marks the batch's revisions undone by it. Only the latest change can be undone:
   * 'conflict' when the batch is already undone, is an undo, holds the creation, or when changes of
   * another batch that still stand came after its first revision; 'not_found' for a missing project or
   * batch.
   */
  undoBatch(
    tenantId: string,
    id: string,
    batchId: string,
    options?: { sessionId?: string | null },
  ): Promise<ProjectRecord>
  /**
   * Brings an undone batch back: its last document as a new revision by 'person' in a batch of its own,
   * in one transaction with the check. Only the latest undo can be redone: 'conflict' when the batch stands
   * or a change came after its undo; 'not_found' for a missing project or batch.
   */
  redoBatch(
    tenantId: string,
    id: string,
    batchId: string,
    options?: { sessionId?: string | null },
  ): Promise<ProjectRecord>
  /** Deletes the project with its revisions; false when the tenant has no such project. */
  delete(tenantId: string, id: string): Promise<boolean>
}
