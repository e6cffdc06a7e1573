import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from '@ai-sdk/provider'

/** A tool call in a script; `argsText` sends raw (possibly broken) JSON instead of `args`. */
export interface ScriptedToolCall {
  name: string
  args?: unknown
  argsText?: string
  id?: string
}

/** One model turn of a script. */
export interface ScriptedReply {
  /** The reply text; an array streams as those chunks. */
  text?: string | string[]
  toolCalls?: ScriptedToolCall[]
  finishReason?: LanguageModelV4FinishReason['unified']
  usage?: { input: number; output: number }
  /** Rejected from doStream/doGenerate instead of answering. */
  error?: unknown
  /** Stream the parts before this point, then wait until the call is aborted. */
  hang?: 'start' | 'after-text' | 'mid-tool-call'
  /** Characters per tool-input delta. Default 8. */
  argsChunkSize?: number
}

export type ScriptStep =
  | ScriptedReply
  | ((options: LanguageModelV4CallOptions, index: number) => ScriptedReply)

/**
 * A model on the AI SDK's LanguageModelV4 interface that answers from a script, one entry per call, and
 * records every call. Streams carry the same parts a provider sends: text deltas, tool-input deltas split
 * across parts, the complete tool call, and a finish part with usage.
 */
export class ScriptedModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4'
  readonly provider: string
  readonly modelId: string
  readonly supportedUrls = {}
  readonly calls: LanguageModelV4CallOptions[] = []
  readonly #script: ScriptStep[] | ((options: LanguageModelV4CallOptions, index: number) => ScriptedReply)
  #cursor = 0
  #record: boolean

  constructor(
    script: ScriptStep[] | ((options: LanguageModelV4CallOptions, index: number) => ScriptedReply),
    options: { provider?: string; modelId?: string; record?: boolean } = {},
  ) {
    this.#script = script
    this.provider = options.provider ?? 'scripted'
    this.modelId = options.modelId ?? 'scripted-model'
    this.#record = options.record ?? true
  }

  /** Calls made so far. */
  get callCount(): number {
    return this.#cursor
  }

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const reply = this.#next(options)
    if (reply.error !== undefined) throw reply.error
    if (reply.hang) await waitForAbort(options.abortSignal)
    const content: LanguageModelV4Content[] = []
    const text = joinText(reply.text)
    if (text) content.push({ type: 'text', text })
    reply.toolCalls?.forEach((call, index) => {
      content.push({
        type: 'tool-call',
        toolCallId: callId(call, index),
        toolName: call.name,
        input: argsText(call),
      })
    })
    return { content, finishReason: finishReason(reply), usage: usage(reply), warnings: [] }
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const reply = this.#next(options)
    if (reply.error !== undefined) throw reply.error
    const { parts, hangs } = streamParts(reply)
    const signal = options.abortSignal
    return {
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part)
          if (!hangs) return controller.close()
          const abort = () => controller.error(signal?.reason ?? new Error('aborted'))
          if (signal?.aborted) abort()
          else signal?.addEventListener('abort', abort, { once: true })
        },
      }),
    }
  }

  #next(options: LanguageModelV4CallOptions): ScriptedReply {
    const index = this.#cursor++
    if (this.#record) this.calls.push(options)
    if (typeof this.#script === 'function') return this.#script(options, index)
    const step = this.#script[index]
    if (!step) throw new Error(`scripted model: no reply scripted for call ${index + 1}`)
    return typeof step === 'function' ? step(options, index) : step
  }
}

function streamParts(reply: ScriptedReply): { parts: LanguageModelV4StreamPart[]; hangs: boolean } {
  const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }]
  if (reply.hang === 'start') return { parts, hangs: true }
  const chunks = typeof reply.text === 'string' ? [reply.text] : (reply.text ?? [])
  if (chunks.length > 0) {
    parts.push({ type: 'text-start', id: 'text-0' })
    for (const delta of chunks) parts.push({ type: 'text-delta', id: 'text-0', delta })
    parts.push({ type: 'text-end', id: 'text-0' })
  }
  if (reply.hang === 'after-text') return { parts, hangs: true }
  const size = reply.argsChunkSize ?? 8
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    const id = callId(call, index)
    const input = argsText(call)
    parts.push({ type: 'tool-input-start', id, toolName: call.name })
    for (let at = 0; at < input.length; at += size) {
      parts.push({ type: 'tool-input-delta', id, delta: input.slice(at, at + size) })
      if (reply.hang === 'mid-tool-call' && at === 0) return { parts, hangs: true }
    }
    parts.push({ type: 'tool-input-end', id })
    parts.push({ type: 'tool-call', toolCallId: id, toolName: call.name, input })
  }
  parts.push({ type: 'finish', finishReason: finishReason(reply), usage: usage(reply) })
  return { parts, hangs: false }
}

function callId(call: ScriptedToolCall, index: number): string {
  return call.id ?? `call_${index}_${call.name}`
}

function argsText(call: ScriptedToolCall): string {
  return call.argsText ?? JSON.stringify(call.args ?? {})
}

function joinText(text: ScriptedReply['text']): string {
  return typeof text === 'string' ? text : (text ?? []).join('')
}

function finishReason(reply: ScriptedReply): LanguageModelV4FinishReason {
  const unified = reply.finishReason ?? (reply.toolCalls?.length ? 'tool-calls' : 'stop')
  return { unified, raw: unified }
}

function usage(reply: ScriptedReply): LanguageModelV4Usage {
  const { input, output } = reply.usage ?? { input: 10, output: 5 }
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  }
}

function waitForAbort(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason)
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}
