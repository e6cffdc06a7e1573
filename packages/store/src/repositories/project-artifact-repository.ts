import { and, desc, eq } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import type { ProjectArtifactKind, ProjectArtifactRepository } from '../project-artifact-types.ts'
import { projectArtifacts } from '../schema/core/project-artifacts.ts'
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../sql-state.ts'
import { storableText } from '../storable-json.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'
import { optionalSessionId, requireUuid } from './project-revision-append.ts'

const DEFAULT_LIST_LIMIT = 50

const KINDS: ReadonlySet<string> = new Set<ProjectArtifactKind>([
  'measurement',
  'test-run',
  'generated-code',
  'tuning-ui',
])

/** The artifacts of a tenant's projects; every lookup is by tenant and project together. */
export function createProjectArtifactRepository(db: Database): ProjectArtifactRepository {
  const ofProject = (tenantId: string, projectId: string) =>
    and(eq(projectArtifacts.tenantId, tenantId), eq(projectArtifacts.projectId, projectId))

  return {
    async add(tenantId, input) {
      const values = {
        tenantId,
        projectId: requireUuid('projectId', input.projectId),
        ...(input.id === undefined ? {} : { id: requireUuid('id', input.id) }),
        kind: requireKind(input.kind),
        title: storableText(input.title),
        sessionId: optionalSessionId(input.sessionId),
        data: input.data,
      }
      try {
        // The foreign key is on (tenant, project): another tenant's project is as missing as no project.
        const [row] = await db.insert(projectArtifacts).values(values).returning(RECORD_COLUMNS)
        return row!
      } catch (error) {
        throw addError(error, input.projectId, input.id)
      }
    },

    async list(tenantId, projectId, options = {}) {
      const kind = options.kind === undefined ? undefined : requireKind(options.kind)
      if (!isUuid(projectId)) return []
      return db
        .select(SUMMARY_COLUMNS)
        .from(projectArtifacts)
        .where(
          and(
            ofProject(tenantId, projectId),
            kind === undefined ? undefined : eq(projectArtifacts.kind, kind),
          ),
        )
        .orderBy(desc(projectArtifacts.createdAt), projectArtifacts.id)
        .limit(clampLimit(options.limit, DEFAULT_LIST_LIMIT))
    },

    async get(tenantId, projectId, id) {
      if (!isUuid(projectId) || !isUuid(id)) return undefined
      const [row] = await db
        .select(RECORD_COLUMNS)
        .from(projectArtifacts)
        .where(and(ofProject(tenantId, projectId), eq(projectArtifacts.id, id)))
      return row
    },
  }
}

/** A caller's kind, refused as 'invalid_input' before the check constraint turns it into a database error. */
function requireKind(kind: string): ProjectArtifactKind {
  if (KINDS.has(kind)) return kind as ProjectArtifactKind
  throw new StoreError('invalid_input', `kind must be one of ${[...KINDS].join(', ')}, not "${kind}"`)
}

function addError(error: unknown, projectId: string, id: string | undefined): unknown {
  const state = sqlState(error)
  if (state === FOREIGN_KEY_VIOLATION) {
    return new StoreError('not_found', `project ${projectId} does not exist`, { cause: error })
  }
  if (state === UNIQUE_VIOLATION) {
    return new StoreError('conflict', `project ${projectId} already has an artifact ${id}`, { cause: error })
  }
  return error
}

// A listed artifact leaves its data out: measurements and generated code can be large.
const SUMMARY_COLUMNS = {
  id: projectArtifacts.id,
  projectId: projectArtifacts.projectId,
  kind: projectArtifacts.kind,
  title: projectArtifacts.title,
  sessionId: projectArtifacts.sessionId,
  createdAt: projectArtifacts.createdAt,
}

// The tenant is the caller's own: a record names the project it belongs to, not the tenant.
const RECORD_COLUMNS = { ...SUMMARY_COLUMNS, data: projectArtifacts.data }
