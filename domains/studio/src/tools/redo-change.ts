import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { ChainModule } from '../chain/chain.ts'
import { documentChanges, moduleRef } from '../project/document-changes.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { toolFailure } from './tool-failure.ts'

export const REDO_CHANGE = 'redo-change'

/** What redoing would do to the chain's modules: the ones it removes again and brings back. */
export function redoEffect(state: StudioState): { removes: ChainModule[]; restores: ChainModule[] } {
  if (!state.redoable) return { removes: [], restores: [] }
  const after = state.redoable.after.chain.modules
  const now = state.document.chain.modules
  return {
    removes: now.filter((module) => !after.some((kept) => kept.id === module.id)),
    restores: after.filter((kept) => !now.some((module) => module.id === kept.id)),
  }
}

/**
 * redo-change: the undo of an undo — brings back the change the project's latest undo took back, through
 * the project's own redo (as the tuning studio's 重做 does). Only while that undo is the project's latest
 * change, and not in a turn that changed the project already.
 */
export const redoChangeTool: Tool<StudioState> = defineTool({
  name: REDO_CHANGE,
  description:
    'Brings back the change the latest undo took back (重做, 撤销刚才的撤销, "redo", "undo the undo"), as the project’s redo does. Takes no arguments. Refused when the latest change is not an undo. Call it alone.',
  parameters: z.object({}),
  execute: (_args, { state }) => {
    const studio = studioOf(state)
    if (studio.undone !== undefined || studio.redone !== undefined || studio.changes.length > 0)
      throw toolFailure(
        'redo_after_edit',
        'this turn already changed the project; redo is a request of its own, for the latest undo',
      )
    const batch = studio.redoable
    if (!batch)
      throw toolFailure(
        'nothing_to_redo',
        'the latest change of the project is not an undo, so there is nothing to bring back',
      )
    const { removes, restores } = redoEffect(studio)
    const changes = documentChanges(studio.document, batch.after)
    studio.document = structuredClone(batch.after)
    studio.redone = batch.batchId
    return {
      redone: { batchId: batch.batchId, summaries: batch.summaries },
      // Ids for a model, types and names so a reply can name them as their cards do.
      removedModules: removes.map(moduleRef),
      restoredModules: restores.map(moduleRef),
      ...changes,
    }
  },
})
