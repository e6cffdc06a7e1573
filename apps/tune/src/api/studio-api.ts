import type { Client } from '@mindwire/client'
import type {
  CatalogueModule,
  Environment,
  Project,
  ProjectEdit,
  ProjectSummary,
  VehicleSignal,
} from './studio-types.ts'

const projectPath = (id: string, rest = '') => `/api/studio/projects/${encodeURIComponent(id)}${rest}`

/** The studio's routes through the app's one client (its endpoint and credentials); failures throw MindwireError. */
export function studioApi(client: Client) {
  return {
    listProjects: async () =>
      (await client.request<{ projects: ProjectSummary[] }>('GET', '/api/studio/projects')).projects,
    createProject: (name: string) =>
      client.request<Project>('POST', '/api/studio/projects', { body: { name } }),
    project: (id: string) => client.request<Project>('GET', projectPath(id)),
    /** Deletes a project with its revisions and artifacts (204); an unknown one throws not_found. */
    deleteProject: (id: string) => client.request<void>('DELETE', projectPath(id)),
    edit: (id: string, edits: ProjectEdit[], expectedRevision?: number) =>
      client.request<Project>('POST', projectPath(id, '/edits'), { body: { edits, expectedRevision } }),
    undo: (id: string, batchId: string) =>
      client.request<Project>('POST', projectPath(id, '/undo'), { body: { batchId } }),
    /** Brings back the batch the latest undo took back (`batchId` is the undone batch). */
    redo: (id: string, batchId: string) =>
      client.request<Project>('POST', projectPath(id, '/redo'), { body: { batchId } }),
    catalogue: async () =>
      (await client.request<{ modules: CatalogueModule[] }>('GET', '/api/studio/catalogue')).modules,
    signals: async () =>
      (await client.request<{ signals: VehicleSignal[] }>('GET', '/api/studio/signals')).signals,
    environment: () => client.request<Environment>('GET', '/api/studio/environment'),
    /** A project's artifacts of one kind (newest first, without data), e.g. `tuning-ui`. */
    artifacts: async (id: string, kind: 'tuning-ui' | 'generated-code' | 'measurements' | 'test-runs') =>
      (
        await client.request<{ items: Array<{ id: string; title: string }> }>(
          'GET',
          projectPath(id, `/${kind}`),
        )
      ).items,
    artifact: <T>(id: string, artifactId: string) =>
      client.request<{ id: string; title: string; data: T }>(
        'GET',
        projectPath(id, `/artifacts/${encodeURIComponent(artifactId)}`),
      ),
    /** The session as the server keeps it: its app and the project it is bound to. */
    session: (id: string) =>
      client.request<{ id: string; app: string; state: { projectId?: string } | null }>(
        'GET',
        `/api/ai/sessions/${encodeURIComponent(id)}`,
      ),
  }
}

export type StudioApi = ReturnType<typeof studioApi>
