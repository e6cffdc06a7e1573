import type { JSONValueLike } from './store-types.ts'

/** What a project artifact is: a measurement (XiTune), a test run (XiTest) or generated code (XiForge). */
export type ProjectArtifactKind = 'measurement' | 'test-run' | 'generated-code' | 'tuning-ui'

/** Something the studio produced for a project, kept whole beside the project's revisions. */
export interface ProjectArtifactRecord {
  id: string
  projectId: string
  kind: ProjectArtifactKind
  title: string
  /** The session that produced it, if any. */
  sessionId: string | null
  /** Owned by the domain; the store keeps it whole and never looks inside. */
  data: JSONValueLike
  createdAt: Date
}

/** An artifact as listed: everything but its data, which may be large. */
export type ProjectArtifactSummary = Omit<ProjectArtifactRecord, 'data'>

/**
 * The artifacts of a tenant's projects. Another tenant's project is never found: reads return nothing,
 * and adding to it rejects with StoreError 'not_found'. Artifacts are deleted with their project.
 */
export interface ProjectArtifactRepository {
  /**
   * Adds an artifact to the tenant's project (id defaults to a random uuid). Rejects with 'not_found' when
   * the tenant has no such project; with 'invalid_input' for a project, artifact or session id that is not
   * a uuid, or an unknown kind; with 'conflict' when the project already has an artifact with that id.
   */
  add(
    tenantId: string,
    input: {
      projectId: string
      id?: string
      kind: ProjectArtifactKind
      title: string
      data: JSONValueLike
      sessionId?: string | null
    },
  ): Promise<ProjectArtifactRecord>
  /**
   * A project's artifacts, newest first, without their data; only those of one kind when `kind` is given
   * ('invalid_input' for an unknown one). Empty for a project the tenant does not have.
   */
  list(
    tenantId: string,
    projectId: string,
    options?: { kind?: ProjectArtifactKind; limit?: number },
  ): Promise<ProjectArtifactSummary[]>
  /** One artifact with its data, or undefined when the tenant's project has no such artifact. */
  get(tenantId: string, projectId: string, id: string): Promise<ProjectArtifactRecord | undefined>
}
