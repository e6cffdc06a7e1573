import { randomUUID } from 'node:crypto'
import type { Tool } from '@mindwire/agent'
import type { StateHolder, StepEffect } from '@mindwire/server'
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
 * copilot should not have to create a project first). The chain changes the tools make are written with
 * the step that made them, in its transaction (`stepEffect`): history never says "gain −6 dB" while the
 * project is still at +4 dB, nor the reverse. A run's revisions share one batch, so the whole turn is
 * undone at once; its measurements, test runs and generated code are saved with the project alike.
 */
export async function studioStateHolder(
  store: Store,
  session: SessionRecord,
  tools: readonly Tool<StudioState>[],
): Promise<StateHolder<StudioState>> {
  const tenantId = session.tenantId
  const boundId = (session.state as Partial<StudioSessionState> | null)?.projectId
  let project = typeof boundId === 'string' ? await store.projects.get(tenantId, boundId) : undefined
  if (!project) {
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
  const batchId = randomUUID()
  return {
    source: () => state,
    // A run writes through stepEffect; this is for a tool called outside a run (the tools route).
    async afterRun() {
      const effect = studioStepEffect(tools, state, session, batchId)
      if (!effect) return
      await effect.write(store)
      effect.stored()
    },
    stepEffect: () => studioStepEffect(tools, state, session, batchId),
  }
}

/**
 * The chain changes and artifacts made since the last write, as rows for the step's transaction: a copy
 * taken now (the run may go on while the write is in flight), forgotten from the state once stored.
 */
function studioStepEffect(
  tools: readonly Tool<StudioState>[],
  state: StudioState,
  session: SessionRecord,
  batchId: string,
): StepEffect | undefined {
  const artifacts = [...state.artifacts]
  if (state.changes.length === 0 && artifacts.length === 0) return undefined
  const changed: StudioState = {
    ...state,
    document: structuredClone(state.document),
    changes: [...state.changes],
    edits: [...state.edits],
    artifacts,
  }
  let committed: Awaited<ReturnType<typeof commitTurn>> | undefined
  return {
    write: async (scope) => {
      committed =
        changed.changes.length > 0 ? await commitTurn(scope, tools, changed, session, batchId) : undefined
      for (const artifact of artifacts)
        await scope.projectArtifacts.add(session.tenantId, {
          ...artifact,
          data: artifact.data as never,
          projectId: state.projectId,
          sessionId: session.id,
        })
    },
    stored: () => {
      state.changes.splice(0, changed.changes.length)
      state.edits.splice(0, changed.edits.length)
      state.artifacts.splice(0, artifacts.length)
      if (!committed) return
      state.revision = committed.revision
      // Replayed on a person's newer edit: the run goes on from what the project now holds.
      if (committed.document !== changed.document && state.changes.length === 0)
        state.document = committed.document
    },
  }
}
