import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import type { WireEvent } from '../wire/events.ts'

/** Attribute names of the OpenTelemetry GenAI semantic conventions this runtime emits. */
const GEN_AI = {
  operation: 'gen_ai.operation.name',
  provider: 'gen_ai.provider.name',
  agentName: 'gen_ai.agent.name',
  conversation: 'gen_ai.conversation.id',
  requestModel: 'gen_ai.request.model',
  responseModel: 'gen_ai.response.model',
  finishReasons: 'gen_ai.response.finish_reasons',
  inputTokens: 'gen_ai.usage.input_tokens',
  outputTokens: 'gen_ai.usage.output_tokens',
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  toolType: 'gen_ai.tool.type',
  errorType: 'error.type',
} as const

interface RunSpans {
  run: Span
  parent: Context
  step?: Span
  tools: Map<string, Span>
}

/**
 * Turns a run's wire events into OpenTelemetry spans in the GenAI conventions: `invoke_agent <agent>` for
 * the run, `chat <model>` for each model call (step_begin → step_end, with its token usage) and
 * `execute_tool <tool>` for each tool call (tool_call → its result, or its parking for a confirmation).
 * Message content is never recorded. Plug `observe` into the engine's `onEvent`.
 */
export class WireEventTracer {
  readonly #tracer: Tracer
  readonly #agent: string
  readonly #provider: string
  readonly #runs = new Map<string, RunSpans>()

  constructor(tracer: Tracer, agent: { name: string; provider?: string }) {
    this.#tracer = tracer
    this.#agent = agent.name
    this.#provider = agent.provider ?? 'mindwire'
  }

  /** Sees one wire event of a run. */
  readonly observe = (event: WireEvent, meta: { sessionId: string; runId: string }): void => {
    const spans = this.#runs.get(meta.runId) ?? this.#open(meta)
    switch (event.type) {
      case 'step_begin':
        spans.step?.end()
        spans.step = this.#child(spans, 'chat', SpanKind.CLIENT, { [GEN_AI.operation]: 'chat' })
        return
      case 'usage':
        spans.step?.updateName(`chat ${event.model}`)
        spans.step?.setAttributes({
          [GEN_AI.requestModel]: event.model,
          [GEN_AI.responseModel]: event.model,
          [GEN_AI.inputTokens]: event.usage.inputTokens,
          [GEN_AI.outputTokens]: event.usage.outputTokens,
        })
        return
      case 'step_end':
        spans.step?.setAttribute(GEN_AI.finishReasons, [event.finishReason])
        spans.step?.end()
        spans.step = undefined
        return
      case 'tool_call':
        spans.tools.set(
          event.callId,
          this.#child(spans, `execute_tool ${event.name}`, SpanKind.INTERNAL, {
            [GEN_AI.operation]: 'execute_tool',
            [GEN_AI.toolName]: event.name,
            [GEN_AI.toolCallId]: event.callId,
            [GEN_AI.toolType]: event.kind === 'client' ? 'extension' : 'function',
          }),
        )
        return
      case 'confirm_required':
        this.#endTool(spans, event.callId, { 'mindwire.tool.decision': 'confirm' })
        return
      case 'tool_result': {
        const failed = event.status !== 'ok'
        this.#endTool(spans, event.callId, {
          'mindwire.tool.decision': event.decision,
          'mindwire.tool.status': event.status,
          ...(failed ? { [GEN_AI.errorType]: event.status } : {}),
        })
        return
      }
      case 'done':
        spans.run.setAttributes({
          [GEN_AI.inputTokens]: event.usage.inputTokens,
          [GEN_AI.outputTokens]: event.usage.outputTokens,
          [GEN_AI.finishReasons]: [event.finishReason],
        })
        this.#close(meta.runId, spans)
        return
      case 'error':
        this.#close(meta.runId, spans, event.error.code, event.error.message)
        return
      case 'interrupted':
        this.#close(meta.runId, spans, 'interrupted', event.reason)
        return
      default:
        return
    }
  }

  #open(meta: { sessionId: string; runId: string }): RunSpans {
    const run = this.#tracer.startSpan(`invoke_agent ${this.#agent}`, {
      kind: SpanKind.INTERNAL,
      attributes: {
        [GEN_AI.operation]: 'invoke_agent',
        [GEN_AI.provider]: this.#provider,
        [GEN_AI.agentName]: this.#agent,
        [GEN_AI.conversation]: meta.sessionId,
        'mindwire.run.id': meta.runId,
      },
    })
    const spans = { run, parent: trace.setSpan(context.active(), run), tools: new Map<string, Span>() }
    this.#runs.set(meta.runId, spans)
    return spans
  }

  #child(spans: RunSpans, name: string, kind: SpanKind, attributes: Record<string, string>): Span {
    return this.#tracer.startSpan(name, { kind, attributes }, spans.parent)
  }

  #endTool(spans: RunSpans, callId: string, attributes: Record<string, string>): void {
    const span = spans.tools.get(callId)
    if (!span) return
    span.setAttributes(attributes)
    if (attributes[GEN_AI.errorType]) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end()
    spans.tools.delete(callId)
  }

  #close(runId: string, spans: RunSpans, errorType?: string, message?: string): void {
    for (const span of [spans.step, ...spans.tools.values()]) span?.end()
    if (errorType) {
      spans.run.setAttribute(GEN_AI.errorType, errorType)
      spans.run.setStatus({ code: SpanStatusCode.ERROR, message })
    }
    spans.run.end()
    this.#runs.delete(runId)
  }
}
