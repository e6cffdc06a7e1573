import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, lt } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import type { ProjectRepository, ProjectRevision } from '../project-types.ts'
import { projectRevisions, projects } from '../schema/core/projects.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'
import { commitProject } from './project-commit.ts'
import { redoProjectBatch } from './project-redo.ts'
import { optionalSessionId, requireEditor } from './project-revision-append.ts'
import { undoProjectBatch } from './project-undo.ts'

const DEFAULT_LIST_LIMIT = 50
const DEFAULT_REVISIONS_LIMIT = 100

/** Versioned projects of a tenant; every lookup is by tenant and id together. */
export function createProjectRepository(db: Database): ProjectRepository {
  const owned = (tenantId: string, id: string) => and(eq(projects.tenantId, tenantId), eq(projects.id, id))

  return {
    async create(tenantId, input) {
      const sessionId = optionalSessionId(input.sessionId)
      const actor = requireEditor(input.actor ?? 'person')
      return db.transaction(async (tx) => {
        const [project] = await tx
          .insert(projects)
          .values({ tenantId, app: input.app, name: input.name, document: input.document, revision: 1 })
          .returning()
        await tx.insert(projectRevisions).values({
          tenantId,
          projectId: project!.id,
          revision: 1,
          batchId: randomUUID(),
          actor,
          sessionId,
          summary: input.summary ?? 'Created',
          document: input.document,
        })
        return project!
      })
    },

    async count(tenantId) {
      const [row] = await db.select({ total: count() }).from(projects).where(eq(projects.tenantId, tenantId))
      return row?.total ?? 0
    },

    async get(tenantId, id) {
      if (!isUuid(id)) return undefined
      const [row] = await db.select().from(projects).where(owned(tenantId, id))
      return row
    },

    async list(tenantId, options = {}) {
      return db
        .select(SUMMARY_COLUMNS)
        .from(projects)
        .where(
          and(
            eq(projects.tenantId, tenantId),
            options.app === undefined ? undefined : eq(projects.app, options.app),
          ),
        )
        .orderBy(desc(projects.updatedAt), desc(projects.createdAt), projects.id)
        .limit(clampLimit(options.limit, DEFAULT_LIST_LIMIT))
    },

    async revisions(tenantId, id, options = {}) {
      if (!isUuid(id)) return []
      const rows = await db
        .select({
          ...REVISION_COLUMNS,
          ...(options.withDocuments ? { document: projectRevisions.document } : {}),
        })
        .from(projectRevisions)
        .where(
          and(
            eq(projectRevisions.tenantId, tenantId),
            eq(projectRevisions.projectId, id),
            options.before === undefined
              ? undefined
              : lt(projectRevisions.revision, pageBound(options.before)),
          ),
        )
        .orderBy(desc(projectRevisions.revision))
        .limit(clampLimit(options.limit, DEFAULT_REVISIONS_LIMIT))
      return rows as ProjectRevision[]
    },

    commit: (tenantId, id, input) => commitProject(db, tenantId, id, input),

    undoBatch: (tenantId, id, batchId, options = {}) =>
      undoProjectBatch(db, { tenantId, id, batchId, ...options }),

    redoBatch: (tenantId, id, batchId, options = {}) =>
      redoProjectBatch(db, { tenantId, id, batchId, ...options }),

    async delete(tenantId, id) {
      if (!isUuid(id)) return false
      // The revisions go with it through ON DELETE CASCADE.
      const rows = await db.delete(projects).where(owned(tenantId, id)).returning({ id: projects.id })
      return rows.length > 0
    },
  }
}

/** `before` as the integer column can take it: revisions below 2.5 are those below 3. */
function pageBound(before: number): number {
  if (!Number.isFinite(before))
    throw new StoreError('invalid_input', `before must be a number, not ${before}`)
  return Math.ceil(before)
}

// A listed project leaves its document out: documents can be large, and a list shows names.
const SUMMARY_COLUMNS = {
  tenantId: projects.tenantId,
  id: projects.id,
  app: projects.app,
  name: projects.name,
  revision: projects.revision,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
}

const REVISION_COLUMNS = {
  revision: projectRevisions.revision,
  batchId: projectRevisions.batchId,
  actor: projectRevisions.actor,
  sessionId: projectRevisions.sessionId,
  summary: projectRevisions.summary,
  undoneBy: projectRevisions.undoneBy,
  createdAt: projectRevisions.createdAt,
}
