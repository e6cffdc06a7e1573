import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { SpectrumPart } from '../messages/content-part.ts'

/** A tool call of the current turn with its result, once there is one. */
export interface PromptTurnCall {
  id: string
  name: string
  args: Record<string, unknown>
  result?: { output: unknown; isError: boolean }
}

/** What a rule engine reads from a provider prompt: the system text, the newest request, this turn's calls. */
export interface PromptTurn {
  system: string
  text: string
  /** Spectra the person attached to the newest message, with their numbers. */
  spectra: SpectrumPart[]
  /** Pictures (image files) attached to the newest message, spectra's own renderings included. */
  images: number
  calls: PromptTurnCall[]
  /** The prompt ends with tool results: the engine continues the turn instead of starting it. */
  continuing: boolean
}

/** Where a spectrum part's numbers travel beside its text description (see to-model-prompt). */
export const SPECTRUM_OPTIONS_KEY = 'mindwireSpectrum'

/** Reads a provider prompt the way an offline engine sees a conversation. */
export function readPromptTurn(prompt: LanguageModelV4Prompt): PromptTurn {
  const system = prompt
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n')
  const lastUser = prompt.findLastIndex((message) => message.role === 'user')
  const user = prompt[lastUser]
  const parts = user?.role === 'user' ? user.content : []
  const text = parts.map((part) => (part.type === 'text' ? part.text : '')).join('')
  const spectra = parts.flatMap((part) => {
    const spectrum = part.type === 'text' ? part.providerOptions?.mindwire?.[SPECTRUM_OPTIONS_KEY] : undefined
    return spectrum ? [spectrum as unknown as SpectrumPart] : []
  })
  const images = parts.filter((part) => part.type === 'file' && part.mediaType.startsWith('image/')).length
  const calls: PromptTurnCall[] = []
  const byId = new Map<string, PromptTurnCall>()
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === 'assistant') {
      for (const part of message.content) {
        if (part.type !== 'tool-call') continue
        const call: PromptTurnCall = { id: part.toolCallId, name: part.toolName, args: readArgs(part.input) }
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
  return { system, text, spectra, images, calls, continuing: prompt.at(-1)?.role === 'tool' }
}

function readArgs(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      const parsed: unknown = JSON.parse(input)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  return input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
}
