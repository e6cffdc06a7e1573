import { randomUUID } from 'node:crypto'
import type { Tool } from '@mindwire/agent'
import { type ProjectRepository, StoreError } from '@mindwire/store'
import type { ProjectDocument } from '../chain/chain.ts'
import { runStudioTool } from '../project/run-tool.ts'
import { type StudioState, studioStateOf } from '../project/studio-state.ts'

const ATTEMPTS = 3

/** Where a turn's revision is written: the store, or a turn's transaction (see TurnScope). */
type Projects = { projects: ProjectRepository }

/**
 * Keeps an agent turn's chain changes as one revision of the batch `batchId` (a run's revisions share
 * one, so the turn is undone as a whole). When the project changed during the turn (a person edited it),
 * the turn's edits are replayed on the newer project — the same calls, validated again — so neither the
 * person's change nor the agent's is lost; an edit that no longer applies fails the commit. Answers with
 * the revision and the document it stored.
 */
export async function commitTurn(
  store: Projects,
  tools: readonly Tool<StudioState>[],
  state: StudioState,
  session: { tenantId: string; id: string },
  batchId: string = randomUUID(),
): Promise<{ revision: number; document: ProjectDocument }> {
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
      return { revision: committed.revision, document: attempt.document }
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'conflict') || tries >= ATTEMPTS) throw error
      attempt = await replayOnLatest(store, tools, state, session.tenantId)
    }
  }
}

async function replayOnLatest(
  store: Projects,
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
