import { randomUUID } from 'node:crypto'
import type { Tool } from '@mindwire/agent'
import {
  assertBelowTenantLimit,
  type StateHolder,
  type StepEffect,
  type TenantLimits,
} from '@mindwire/server'
import type { SessionRecord, Store } from '@mindwire/store'
import type { Learn } from '../memory/learn.ts'
import { learnedFromStep } from '../memory/learned-from-step.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { type StudioState, studioStateOf } from '../project/studio-state.ts'
import { latestRedoable, latestUndoable } from '../project/undoable-batch.ts'
import { commitTurn } from './commit-turn.ts'

/** The store's `app` for studio projects. */
export const STUDIO_PROJECT_APP = 'studio'

/** What a studio session keeps: the project it works on. */
export interface StudioSessionState {
  projectId: string
  /** The module a request asks about from its card; sent with that request, gone with the next. */
  focus?: { moduleId: string }
  /**
   * The undo batch of the session's latest turn. A turn that waited for a confirmation goes on in a new
   * run; its changes join this batch, so "撤销" still takes back the whole turn.
   */
  turnBatchId?: string
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
  limits: TenantLimits,
  learn: Learn = () => {},
): Promise<StateHolder<StudioState>> {
  const tenantId = session.tenantId
  const sessionState = session.state as Partial<StudioSessionState> | null
  const boundId = sessionState?.projectId
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
  // What "撤销" would take back, known before the turn: the undo tool and its confirmation rule read it.
  state.undoable = await latestUndoable(store.projects, tenantId, project.id)
  state.redoable = await latestRedoable(store.projects, tenantId, project.id)
  const focused = sessionState?.focus?.moduleId
  if (focused !== undefined) {
    if (state.document.chain.modules.some((module) => module.id === focused)) state.focusModuleId = focused
    // The focus belongs to the request that sent it: a later message without state must not inherit it.
    const kept = keptTurn(sessionState)
    await store.sessions.update(tenantId, session.id, { state: { projectId: project.id, ...kept } as never })
  }
  const turn: { batchId: string } = { batchId: randomUUID() }
  const takeStep = studioSteps(tools, state, session, learn, turn)
  return {
    source: () => state,
    async beginRun({ continuesTurn }) {
      const kept = sessionState?.turnBatchId
      if (continuesTurn && typeof kept === 'string') {
        turn.batchId = kept
        return
      }
      // Kept before the run: a confirmation it waits for is answered by a run that reads it back.
      const next: StudioSessionState = { projectId: state.projectId, turnBatchId: turn.batchId }
      await store.sessions.update(tenantId, session.id, { state: next as never })
    },
    // A run writes through stepEffect; this is for a tool called outside a run (the tools route).
    async afterRun() {
      const effect = takeStep()
      if (!effect) return
      await effect.write(store)
      effect.stored()
    },
    stepEffect: takeStep,
  }
}

/**
 * Takes the chain changes and artifacts made since the last take, as rows for the step's transaction:
 * a copy taken at the step's commit (the run goes on while the write is in flight). A run's revisions
 * share one batch, so the whole turn is undone at once; each builds on the one before it, and after a
 * replay on a person's newer edit every later one is replayed too (the run's copy lacks that edit).
 */
function studioSteps(
  tools: readonly Tool<StudioState>[],
  state: StudioState,
  session: SessionRecord,
  learn: Learn,
  turn: { batchId: string },
): () => StepEffect | undefined {
  let taken = { changes: 0, edits: 0, artifacts: 0, undone: false, redone: false }
  // The revision the next take builds on; undefined once a replay made the run's copy stale.
  let base: number | undefined = state.revision
  return () => {
    const from = taken
    const to = {
      changes: state.changes.length,
      edits: state.edits.length,
      artifacts: state.artifacts.length,
      undone: state.undone !== undefined,
      redone: state.redone !== undefined,
    }
    const undo = to.undone && !from.undone ? state.undone : undefined
    const redo = to.redone && !from.redone ? state.redone : undefined
    if (to.changes === from.changes && to.artifacts === from.artifacts && !undo && !redo) return undefined
    taken = to
    const changes = state.changes.slice(from.changes, to.changes)
    const edits = state.edits.slice(from.edits, to.edits)
    const artifacts = state.artifacts.slice(from.artifacts, to.artifacts)
    const document = structuredClone(state.document)
    let revision: number | undefined
    return {
      write: async (scope) => {
        if (undo) {
          // The project's own undo, in the step's transaction: the batch is marked undone, so 重做 works.
          const undone = await scope.projects.undoBatch(session.tenantId, state.projectId, undo, {
            sessionId: session.id,
          })
          revision = undone.revision
          if (base !== undefined) base = revision
        }
        if (redo) {
          // The project's own redo: allowed only while its latest undo is the latest change (fails closed).
          const redone = await scope.projects.redoBatch(session.tenantId, state.projectId, redo, {
            sessionId: session.id,
          })
          revision = redone.revision
          if (base !== undefined) base = revision
        }
        if (changes.length > 0) {
          // A stale base fails the expected-revision check on purpose: the edits are replayed on the latest.
          const step = { ...state, document, changes, edits, revision: base ?? -1 }
          const committed = await commitTurn(scope, tools, step, session, turn.batchId)
          revision = committed.revision
          if (committed.document !== document) base = undefined
          else if (base !== undefined) base = revision
        }
        for (const artifact of artifacts)
          await scope.projectArtifacts.add(session.tenantId, {
            ...artifact,
            data: artifact.data as never,
            projectId: state.projectId,
            sessionId: session.id,
          })
      },
      stored: () => {
        if (revision !== undefined) state.revision = revision
        // Only what is stored is learned: the step's project and its measurements and test runs.
        learn(learnedFromStep(session.tenantId, state, document, { changes, artifacts, revision }))
      },
    }
  }
}

/** The turn batch a session state keeps, to be kept when the state is rewritten. */
export function keptTurn(
  state: Partial<StudioSessionState> | null | undefined,
): Pick<StudioSessionState, 'turnBatchId'> {
  return typeof state?.turnBatchId === 'string' ? { turnBatchId: state.turnBatchId } : {}
}
