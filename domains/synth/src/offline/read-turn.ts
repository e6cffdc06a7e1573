import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { readCanvasSummary } from '../prompts/canvas-summary.ts'

/** Call ids of the offline engine say which step made them: A adds and acts, B connects what A added. */
export const OFFLINE_CALL_PREFIX = 'offline-'

/** Which of the engine's steps made a call; undefined for calls another model made. */
export type Stage = 'A' | 'B'

/** A tool call of the current turn with its result, once there is one. */
export interface TurnCall {
  id: string
  name: string
  args: Record<string, unknown>
  stage: Stage | undefined
  result?: { output: unknown; isError: boolean }
}

/** What the offline engine reads from a prompt: the newest message, the live canvas, this turn's calls. */
export interface SynthTurn {
  text: string
  canvas: CanvasSnapshot | undefined
  calls: TurnCall[]
  /** The prompt ends with tool results: the engine continues the turn instead of starting it. */
  continuing: boolean
}

/** Reads a provider prompt the way the offline engine sees a conversation. */
export function readTurn(prompt: LanguageModelV4Prompt): SynthTurn {
  const system = prompt.find((message) => message.role === 'system')
  const canvas = system && typeof system.content === 'string' ? readCanvasSummary(system.content) : undefined
  let lastUser = -1
  for (let i = prompt.length - 1; i >= 0; i--) {
    if (prompt[i]!.role === 'user') {
      lastUser = i
      break
    }
  }
  const user = prompt[lastUser]
  const text =
    user?.role === 'user' ? user.content.map((part) => (part.type === 'text' ? part.text : '')).join('') : ''
  const calls: TurnCall[] = []
  const byId = new Map<string, TurnCall>()
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === 'assistant') {
      for (const part of message.content) {
        if (part.type !== 'tool-call') continue
        const call: TurnCall = {
          id: part.toolCallId,
          name: part.toolName,
          args: readArgs(part.input),
          stage: stageOf(part.toolCallId),
        }
        calls.push(call)
        byId.set(call.id, call)
      }
    } else if (message.role === 'tool') {
      for (const part of message.content) {
        if (part.type !== 'tool-result') continue
        const call = byId.get(part.toolCallId)
        if (!call) continue
        const output = part.output
        const isError =
          output.type === 'error-json' || output.type === 'error-text' || output.type === 'execution-denied'
        call.result = { output: 'value' in output ? output.value : undefined, isError }
      }
    }
  }
  return { text, canvas, calls, continuing: prompt.at(-1)?.role === 'tool' }
}

function stageOf(callId: string): Stage | undefined {
  if (callId.startsWith(`${OFFLINE_CALL_PREFIX}A-`)) return 'A'
  if (callId.startsWith(`${OFFLINE_CALL_PREFIX}B-`)) return 'B'
  return undefined
}

function readArgs(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return JSON.parse(input) as Record<string, unknown>
    } catch {
      return {}
    }
  }
  return (input ?? {}) as Record<string, unknown>
}
