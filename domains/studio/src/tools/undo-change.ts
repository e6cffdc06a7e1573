import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { ChainModule } from '../chain/chain.ts'
import { documentChanges, moduleRef } from '../project/document-changes.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { toolFailure } from './tool-failure.ts'

export const UNDO_CHANGE = 'undo-change'

/** What undoing the latest change would do to the chain's modules: the ones it removes and brings back. */
export function undoEffect(state: StudioState): { removes: ChainModule[]; restores: ChainModule[] } {
  if (!state.undoable) return { removes: [], restores: [] }
  const before = state.undoable.before.chain.modules
  const now = state.document.chain.modules
  return {
    removes: now.filter((module) => !before.some((old) => old.id === module.id)),
    restores: before.filter((old) => !now.some((module) => module.id === old.id)),
  }
}

/**
 * undo-change: takes the project's latest change back — a whole agent turn or a person's edit — through
 * the project's own undo (the revision log marks it undone, and the tuning studio's 重做 can bring it
 * back). An undo that removes modules is confirmed first (a guardrail). Only the latest change can go,
 * and not in a turn that changed the project already: that would undo this turn's own work.
 */
export const undoChangeTool: Tool<StudioState> = defineTool({
  name: UNDO_CHANGE,
  description:
    'Undoes the latest change of the project (撤销/撤回上一步, "undo that"): the last agent turn as a whole, or the person’s last edit, as the project’s undo does. Takes no arguments. Refused when there is nothing to undo. Call it alone, not after other edits in the same turn.',
  parameters: z.object({}),
  execute: (_args, { state }) => {
    const studio = studioOf(state)
    if (studio.undone !== undefined || studio.redone !== undefined || studio.changes.length > 0)
      throw toolFailure(
        'undo_after_edit',
        'this turn already changed the project; undo is a request of its own, for the change before it',
      )
    const batch = studio.undoable
    if (!batch) throw toolFailure('nothing_to_undo', 'the project has no change that can be undone')
    const { removes, restores } = undoEffect(studio)
    const changes = documentChanges(studio.document, batch.before)
    studio.document = structuredClone(batch.before)
    studio.undone = batch.batchId
    return {
      undone: { batchId: batch.batchId, by: batch.actor, summaries: batch.summaries },
      // Ids for a model, types and names so a reply can name them as their cards do.
      removedModules: removes.map(moduleRef),
      restoredModules: restores.map(moduleRef),
      ...changes,
    }
  },
})
