import { and, eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import type { ProjectActor, ProjectRecord } from '../project-types.ts'
import { projectRevisions, projects } from '../schema/core/projects.ts'
import { storableText } from '../storable-json.ts'
import { StoreError } from '../store-error.ts'
import type { JSONValueLike } from '../store-types.ts'
import { isUuid } from '../uuid.ts'

/** What a new revision records besides its number, which the locked project decides. */
export interface RevisionInput {
  document: JSONValueLike
  actor: ProjectActor
  batchId: string
  sessionId: string | null
  summary: string
}

/** The tenant's project with its row locked until the transaction ends, or StoreError 'not_found'. */
export async function lockProject(tx: Database, tenantId: string, id: string): Promise<ProjectRecord> {
  // A malformed id cannot name a project: not found, instead of the database's cast error.
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(projects)
        .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)))
        .for('update')
    : []
  if (!row) throw new StoreError('not_found', `project ${id} does not exist`)
  return row
}

/**
 * Records the revision after the locked project's latest and moves the project to it. Only ever called
 * with the row locked: the lock is what makes `revision + 1` free and the update a non-lost one.
 */
export async function appendRevision(
  tx: Database,
  project: ProjectRecord,
  input: RevisionInput,
): Promise<ProjectRecord> {
  const revision = project.revision + 1
  await tx.insert(projectRevisions).values({
    tenantId: project.tenantId,
    projectId: project.id,
    revision,
    ...input,
    // An agent's edit names itself: model text, which may hold what PostgreSQL cannot store.
    summary: storableText(input.summary),
  })
  const [row] = await tx
    .update(projects)
    .set({ document: input.document, revision, updatedAt: dbNow() })
    .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)))
    .returning()
  return row!
}

/** A caller's id for a uuid column, refused as 'invalid_input' before it can reach a cast error. */
export function requireUuid(what: string, value: string): string {
  if (!isUuid(value)) throw new StoreError('invalid_input', `${what} must be a uuid, not "${value}"`)
  return value
}

/**
 * The actor of a commit or a creation. 'undo' is only ever written by undo itself: a revision claiming it
 * would be skipped when undo looks for later changes, and so lost by the undo of an earlier batch.
 */
export function requireEditor(actor: string): Exclude<ProjectActor, 'undo'> {
  if (actor === 'person' || actor === 'agent') return actor
  throw new StoreError('invalid_input', `actor must be 'person' or 'agent', not "${actor}"`)
}

/** An optional session id: absent is null, anything else must be a uuid. */
export function optionalSessionId(sessionId: string | null | undefined): string | null {
  return sessionId == null ? null : requireUuid('sessionId', sessionId)
}
