import type { Tool } from '@mindwire/agent'
import { assertBelowTenantLimit, type StateHolder, type TenantLimits } from '@mindwire/server'
import type { SessionRecord, Store } from '@mindwire/store'
import { newProjectDocument } from '../project/new-project.ts'
import { type StudioState, studioStateOf } from '../project/studio-state.ts'
import { commitTurn } from './commit-turn.ts'

/** The store's `app` for studio projects. */
export const STUDIO_PROJECT_APP = 'studio'

/** What a studio session keeps: the project it works on. */
export interface StudioSessionState {
  projectId: string
}

/**
 * The session's project for one run. A session without a project gets a new one (a person trying the
 * copilot should not have to create a project first). After the run, the turn's chain changes become one
 * agent revision — one batch, so the whole turn is undone at once — and its measurements, test runs and
 * generated code are saved with the project.
 */
export async function studioStateHolder(
  store: Store,
  session: SessionRecord,
  tools: readonly Tool<StudioState>[],
  limits: TenantLimits,
): Promise<StateHolder<StudioState>> {
  const tenantId = session.tenantId
  const boundId = (session.state as Partial<StudioSessionState> | null)?.projectId
  let project = typeof boundId === 'string' ? await store.projects.get(tenantId, boundId) : undefined
  if (!project) {
    // A session's first turn makes a project: the same cap as creating one by hand.
    await assertBelowTenantLimit(limits, 'projects', () => store.projects.count(tenantId))
    const document = newProjectDocument()
    project = await store.projects.create(tenantId, {
      app: STUDIO_PROJECT_APP,
      name: document.name,
      document: document as never,
      actor: 'agent',
      sessionId: session.id,
    })
    await store.sessions.update(tenantId, session.id, { state: { projectId: project.id } as never })
  }
  const state = studioStateOf(project)
  return {
    source: () => state,
    async afterRun() {
      if (state.changes.length > 0) {
        state.revision = await commitTurn(store, tools, state, session)
        state.changes = []
        state.edits = []
      }
      for (const artifact of state.artifacts.splice(0))
        await store.projectArtifacts.add(tenantId, {
          ...artifact,
          data: artifact.data as never,
          projectId: state.projectId,
          sessionId: session.id,
        })
    },
  }
}
