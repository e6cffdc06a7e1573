import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { planRedo, planUndo } from '../offline/frame-undo.ts'
import type { PlannedStep } from '../offline/plan.ts'
import { stepCalls } from '../offline/step-calls.ts'
import { addModuleTool } from './add-module.ts'
import { canvasOf } from './canvas-state.ts'
import { connectModulesTool } from './connect-modules.ts'
import { deleteModuleTool } from './delete-module.ts'
import { disconnectModulesTool } from './disconnect-modules.ts'
import { toolFailure } from './tool-failure.ts'
import { turnsBehind } from './undo-history.ts'
import { updateModuleParameterTool } from './update-module-parameter.ts'

export const UNDO_LAST_CHANGE = 'undo_last_change'

// The changing tools the inverse steps are carried out with, so an undo changes the canvas exactly as the
// offline engine's undo (which calls these same tools) does.
const CHANGING_TOOLS: readonly Tool<CanvasSnapshot>[] = [
  addModuleTool,
  deleteModuleTool,
  updateModuleParameterTool,
  connectModulesTool,
  disconnectModulesTool,
]

/**
 * The steps that take the latest changing turn back on this canvas (or, `redo`, that undo the latest
 * undo), or why there is nothing to take back.
 */
export function undoPlan(canvas: CanvasSnapshot, redo = false): { steps: PlannedStep[]; problem?: string } {
  const context = { canvas, adds: [], last: [], chinese: false, problems: [] as string[] }
  const { steps } = (redo ? planRedo : planUndo)(turnsBehind(canvas), context)
  return context.problems[0] ? { steps, problem: context.problems[0] } : { steps }
}

/** The modules an undo of the latest change (or a redo of the latest undo) would delete. */
export function undoRemovals(canvas: CanvasSnapshot, redo = false): string[] {
  return undoPlan(canvas, redo).steps.flatMap((step) =>
    step.kind === 'delete' && step.target.kind === 'existing' ? [step.target.id] : [],
  )
}

/**
 * Carries an undo's or a redo's steps out with the changing tools. Each call's output is returned with
 * its name, so that a later undo or redo can invert this one from the conversation as it inverts any turn.
 */
export async function runInverse(
  steps: PlannedStep[],
  context: Parameters<NonNullable<Tool<CanvasSnapshot>['execute']>>[1],
): Promise<{ operations: ClientOperation[]; changes: Array<{ name: string; output: unknown }> }> {
  const operations: ClientOperation[] = []
  const changes: Array<{ name: string; output: unknown }> = []
  const newIds: (string | undefined)[] = []
  for (const stage of ['A', 'B'] as const) {
    for (const call of stepCalls(steps, stage, newIds)) {
      const tool = CHANGING_TOOLS.find((candidate) => candidate.name === call.name)
      if (!tool?.execute) continue
      const output = (await tool.execute(tool.parameters.parse(call.args), context)) as {
        module?: { id?: string }
        operations?: ClientOperation[]
      }
      if (call.name === 'add_module') newIds.push(output.module?.id)
      operations.push(...(output.operations ?? []))
      changes.push({ name: call.name, output })
    }
  }
  return { operations, changes }
}

/**
 * undo_last_change: takes back the latest turn that changed the canvas — its calls' results read from the
 * conversation and inverted, as the offline engine does for 撤销 / "undo that": an added module is deleted,
 * a setting gets its previous value, connections come back or go, a deleted module is added again with its
 * connections. An undo that deletes modules is confirmed first (synth guardrails).
 */
export const undoLastChangeTool: Tool<CanvasSnapshot> = defineTool({
  name: UNDO_LAST_CHANGE,
  description:
    'Undoes the latest change to the canvas (撤销/撤回上一步, "undo that"): every change of the last turn that changed it, inverted. Takes no arguments. Refused when there is nothing to undo. Call it alone, not after other edits in the same turn.',
  parameters: z.object({}),
  execute: async (_args, context) => {
    const canvas = canvasOf(context.state)
    const { steps, problem } = undoPlan(canvas)
    if (problem) throw toolFailure(UNDO_LAST_CHANGE, problem)
    // The latest change is no longer on the canvas (undone already, or edited away): nothing is guessed.
    if (steps.length === 0)
      throw toolFailure(
        UNDO_LAST_CHANGE,
        'There is nothing to undo: the latest change is no longer on the canvas.',
      )
    const { operations, changes } = await runInverse(steps, context)
    return { undone: steps.length, operations, changes }
  },
})
