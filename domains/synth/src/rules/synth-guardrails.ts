import type { Guardrail } from '@mindwire/agent'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasOf } from '../tools/canvas-state.ts'
import { REDO_LAST_UNDO } from '../tools/redo-last-undo.ts'
import { UNDO_LAST_CHANGE, undoRemovals } from '../tools/undo-last-change.ts'
import { removalQuestion } from './confirmation-words.ts'

/** The synth's own safety rules, besides the engine's confirmation of destructive tools. */
export const synthGuardrails: readonly Guardrail<CanvasSnapshot>[] = [
  {
    id: 'synth.confirm-undo-removal',
    description:
      'An undo that deletes modules (it takes back a turn that added them) is confirmed first, as delete_module is.',
    when: (call, state) => call.name === UNDO_LAST_CHANGE && undoRemovals(canvasOf(state)).length > 0,
    action: 'confirm',
    message: (_call, state) => {
      const canvas = canvasOf(state)
      return removalQuestion('undoRemoval', canvas, undoRemovals(canvas))
    },
  },
  {
    id: 'synth.confirm-redo-removal',
    description:
      'A redo that deletes modules again (it brings back a deletion an undo took back) is confirmed first.',
    when: (call, state) => call.name === REDO_LAST_UNDO && undoRemovals(canvasOf(state), true).length > 0,
    action: 'confirm',
    message: (_call, state) => {
      const canvas = canvasOf(state)
      return removalQuestion('redoRemoval', canvas, undoRemovals(canvas, true))
    },
  },
]
