import { randomUUID } from 'node:crypto'
import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { planCommand } from './plan-command.ts'
import { OFFLINE_CALL_PREFIX, readTurn, type Stage } from './read-turn.ts'
import { replyFromResults, replyWithoutCalls } from './replies.ts'
import { namedInSessionLanguage } from './session-names.ts'
import { stepCalls } from './step-calls.ts'
import { canvasAtTurnStart } from './turn-start-canvas.ts'

/** What the offline engine says at one step: tool calls to make, text, or both. */
export interface OfflineAnswer {
  text: string
  calls: Array<{ id: string; name: string; input: string }>
}

/**
 * One step of the offline engine. Step A (the turn's first) makes the calls whose module ids are known:
 * from the canvas summary in the system prompt. After A's results, step B makes the calls that needed the
 * ids of modules A added, read from those results. Then it replies from the results. It never writes an id
 * it did not read.
 */
export function offlineAnswer(prompt: LanguageModelV4Prompt): OfflineAnswer {
  const turn = readTurn(prompt)
  const chinese = /[\u4e00-\u9fff]/.test(turn.text)
  const canvas = turn.canvas ?? { nodes: [], edges: [] }
  if (!turn.continuing || turn.calls.length === 0) {
    const plan = planCommand(turn.text, canvas, turn.earlier)
    const calls = namedInSessionLanguage(stepCalls(plan.steps, 'A'), canvas, chinese)
    if (calls.length === 0 && plan.answer) return { text: plan.answer, calls: [] }
    if (calls.length === 0)
      return { text: replyWithoutCalls(plan.problems, plan.greeting, chinese), calls: [] }
    // What could not be done is said once, in the reply after the results (the run's final text).
    return { text: '', calls: withIds('A', calls, plan.frame) }
  }
  const newIds = turn.calls
    .filter((call) => call.stage === 'A' && call.name === 'add_module')
    .map((call) => addedId(call.result))
  const added = turn.calls.filter((call) => call.name === 'add_module').map((call) => addedId(call.result))
  // The message is read again against the canvas as it was when the turn began, so that step B and the
  // reply see exactly what step A saw.
  const start = canvasAtTurnStart(canvas, added, turn.calls)
  const plan = planCommand(turn.text, start, turn.earlier)
  const ranA = turn.calls.some((call) => call.stage === 'A')
  const ranB = turn.calls.some((call) => call.stage === 'B')
  if (ranA && !ranB) {
    const calls = stepCalls(plan.steps, 'B', newIds)
    if (calls.length > 0) return { text: '', calls: withIds('B', calls, plan.frame) }
  }
  const problems = ranA ? plan.problems : []
  const reply = (plan.preface ?? '') + replyFromResults(turn.calls, chinese)
  return { text: [reply, ...problems].join(chinese ? '' : ' '), calls: [] }
}

function withIds(
  stage: Stage,
  calls: Array<{ name: string; args: Record<string, unknown> }>,
  frame: 'undo' | 'redo' | undefined,
): OfflineAnswer['calls'] {
  return calls.map((call) => ({
    id: `${OFFLINE_CALL_PREFIX}${stage}-${frame ? `${frame}-` : ''}${randomUUID()}`,
    name: call.name,
    input: JSON.stringify(call.args),
  }))
}

function addedId(result: { output: unknown; isError: boolean } | undefined): string | undefined {
  if (!result || result.isError) return undefined
  const id = (result.output as { module?: { id?: unknown } } | undefined)?.module?.id
  return typeof id === 'string' ? id : undefined
}
