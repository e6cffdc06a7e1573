import { randomUUID } from 'node:crypto'
import type { Tool } from '@mindwire/agent'
import { type Store, StoreError } from '@mindwire/store'
import { runStudioTool } from '../project/run-tool.ts'
import { type StudioState, studioStateOf } from '../project/studio-state.ts'

const ATTEMPTS = 3

/**
 * Keeps an agent turn's chain changes as one revision. When the project changed during the turn (a person
 * edited it), the turn's edits are replayed on the newer project — the same calls, validated again — so
 * neither the person's change nor the agent's is lost; an edit that no longer applies fails the commit.
 */
export async function commitTurn(
  store: Store,
  tools: readonly Tool<StudioState>[],
  state: StudioState,
  session: { tenantId: string; id: string },
): Promise<number> {
  const batchId = randomUUID()
  let attempt = state
  for (let tries = 1; ; tries++) {
    try {
      const committed = await store.projects.commit(session.tenantId, state.projectId, {
        document: attempt.document as never,
        actor: 'agent',
        batchId,
        sessionId: session.id,
        summary: attempt.changes.join('; '),
        expectedRevision: attempt.revision,
      })
      return committed.revision
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'conflict') || tries >= ATTEMPTS) throw error
      attempt = await replayOnLatest(store, tools, state, session.tenantId)
    }
  }
}

async function replayOnLatest(
  store: Store,
  tools: readonly Tool<StudioState>[],
  state: StudioState,
  tenantId: string,
): Promise<StudioState> {
  const latest = await store.projects.get(tenantId, state.projectId)
  if (!latest) throw new Error(`project ${state.projectId} was deleted during the turn`)
  const replay = studioStateOf(latest)
  for (const edit of state.edits) {
    const outcome = await runStudioTool(tools, edit.tool, edit.args, replay, { tenantId })
    if (!outcome.ok)
      throw new Error(
        `the project changed during the turn and ${edit.tool} no longer applies: ${outcome.message}`,
      )
  }
  return replay
}
