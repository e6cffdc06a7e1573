import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { readPromptTurn } from '@mindwire/agent'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { readCanvasSummary } from '../prompts/canvas-summary.ts'

/** Call ids of the offline engine say which step made them: A adds and acts, B connects what A added. */
export const OFFLINE_CALL_PREFIX = 'offline-'

/** Which of the engine's steps made a call (C: a recipe's wiring); undefined for calls another model made. */
export type Stage = 'A' | 'B' | 'C'

/** A turn that takes the previous change back (undo) or brings an undone one back (redo). */
export type UndoFrame = 'undo' | 'redo'

/** A tool call of the current turn with its result, once there is one. */
export interface TurnCall {
  id: string
  name: string
  args: Record<string, unknown>
  stage: Stage | undefined
  /** The offline engine made the call to undo or to redo (its id says so); what 重做 looks for. */
  frame?: UndoFrame
  result?: { output: unknown; isError: boolean }
}

/** What the offline engine reads from a prompt: the newest message, the live canvas, this turn's calls. */
export interface SynthTurn {
  text: string
  canvas: CanvasSnapshot | undefined
  calls: TurnCall[]
  /** The prompt ends with tool results: the engine continues the turn instead of starting it. */
  continuing: boolean
  /** The calls of each earlier turn of the conversation, oldest first (what "undo" takes back). */
  earlier: TurnCall[][]
}

/** Reads a provider prompt the way the offline engine sees a conversation. */
export function readTurn(prompt: LanguageModelV4Prompt): SynthTurn {
  const turn = readPromptTurn(prompt)
  return {
    text: turn.text,
    canvas: turn.system ? readCanvasSummary(turn.system) : undefined,
    calls: turn.calls.map(withStage),
    continuing: turn.continuing,
    earlier: earlierTurns(prompt),
  }
}

/** Each earlier turn read as if it were the newest: the prompt cut just before the next person's message. */
function earlierTurns(prompt: LanguageModelV4Prompt): TurnCall[][] {
  return turnsOf(prompt).slice(0, -1)
}

/**
 * The calls of every turn of a conversation, oldest first, the last one included: each turn read as if
 * it were the newest (the prompt cut just before the next person's message). A stored history, read by
 * the undo tool, has no message in progress, so its last turn counts too.
 */
export function turnsOf(prompt: LanguageModelV4Prompt): TurnCall[][] {
  const starts = prompt.flatMap((message, index) => (message.role === 'user' ? [index] : []))
  return [...starts.slice(1), prompt.length].map((next) =>
    readPromptTurn(prompt.slice(0, next)).calls.map(withStage),
  )
}

function withStage<T extends { id: string }>(call: T): T & Pick<TurnCall, 'stage' | 'frame'> {
  const frame = frameOf(call.id)
  return { ...call, stage: stageOf(call.id), ...(frame ? { frame } : {}) }
}

/** "offline-A-undo-…": the frame follows the stage in the offline engine's ids. */
function frameOf(callId: string): UndoFrame | undefined {
  if (!callId.startsWith(OFFLINE_CALL_PREFIX)) return undefined
  const frame = callId.slice(OFFLINE_CALL_PREFIX.length + 2, OFFLINE_CALL_PREFIX.length + 7)
  return frame === 'undo-' || frame === 'redo-' ? (frame.slice(0, 4) as UndoFrame) : undefined
}

function stageOf(callId: string): Stage | undefined {
  const stage = callId.slice(OFFLINE_CALL_PREFIX.length, OFFLINE_CALL_PREFIX.length + 2)
  if (!callId.startsWith(OFFLINE_CALL_PREFIX)) return undefined
  return stage === 'A-' || stage === 'B-' || stage === 'C-' ? (stage[0] as Stage) : undefined
}
