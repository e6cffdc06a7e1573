import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasOf } from './canvas-state.ts'
import { toolFailure } from './tool-failure.ts'
import { runInverse, undoPlan } from './undo-last-change.ts'

export const REDO_LAST_UNDO = 'redo_last_undo'

/**
 * redo_last_undo: the undo of an undo (重做, "redo", "undo the undo"), as the offline engine's 重做 does:
 * only while the latest turn that changed the canvas is an undo; what it took back comes back. A redo is
 * not redone (the latest change is then the redo, not an undo). A redo that deletes modules is confirmed.
 */
export const redoLastUndoTool: Tool<CanvasSnapshot> = defineTool({
  name: REDO_LAST_UNDO,
  description:
    'Brings back what the latest undo took back (重做, 撤销刚才的撤销, "redo", "undo the undo"). Takes no arguments. Refused when the latest change to the canvas is not an undo. Call it alone.',
  parameters: z.object({}),
  execute: async (_args, context) => {
    const { steps, problem } = undoPlan(canvasOf(context.state), true)
    if (problem) throw toolFailure(REDO_LAST_UNDO, problem)
    if (steps.length === 0)
      throw toolFailure(REDO_LAST_UNDO, 'There is nothing to redo: the undone change is back already.')
    const { operations, changes } = await runInverse(steps, context)
    return { redone: steps.length, operations, changes }
  },
})
