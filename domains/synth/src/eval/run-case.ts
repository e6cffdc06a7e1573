import type { LanguageModelV4 } from '@ai-sdk/provider'
import { type AgentSession, createEngine, type Domain, type RunHandle, type WireEvent } from '@mindwire/agent'
import { applyOperations } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { buildCanvas } from './build-canvas.ts'
import type { SynthEvalCase } from './eval-case.ts'

/** What one case came to: the canvas before and after its request, the reply, the time it took. */
export interface CaseRun {
  case: SynthEvalCase
  start: CanvasSnapshot
  final: CanvasSnapshot
  reply: string
  calls: Array<{ name: string; args: unknown }>
  latencyMs: number
  /** The run failed (a model or engine error), as opposed to a wrong canvas. */
  error?: string
}

/**
 * Runs a case through the synth domain as the studio does: a fresh session on the case's canvas, the
 * history first, then the request. The final canvas is the start with every client operation the tools
 * returned replayed in order, as the browser replays them. Confirmations are accepted.
 */
export async function runSynthCase(
  evalCase: SynthEvalCase,
  domain: Domain<CanvasSnapshot>,
  model: LanguageModelV4,
): Promise<CaseRun> {
  let canvas = buildCanvas(evalCase.canvas)
  const engine = createEngine<CanvasSnapshot>({
    model,
    tools: domain.tools,
    system: domain.system,
    guardrails: domain.guardrails,
    context: domain.context,
  })
  const session = engine.session()
  try {
    for (const message of evalCase.history ?? []) {
      const turn = await runTurn(session, message, canvas)
      canvas = applyOperations(canvas, turn.operations)
    }
    const start = structuredClone(canvas)
    const began = performance.now()
    const turn = await runTurn(session, evalCase.text, start)
    const latencyMs = performance.now() - began
    const final = applyOperations(start, turn.operations)
    return { case: evalCase, start, final, reply: turn.reply, calls: turn.calls, latencyMs }
  } catch (error) {
    const start = buildCanvas(evalCase.canvas)
    return {
      case: evalCase,
      start,
      final: start,
      reply: '',
      calls: [],
      latencyMs: 0,
      error: (error as Error).message,
    }
  }
}

interface Turn {
  operations: ClientOperation[]
  calls: Array<{ name: string; args: unknown }>
  reply: string
}

/** One message and the confirmations it leads to, all accepted. */
async function runTurn(
  session: AgentSession<CanvasSnapshot>,
  message: string,
  canvas: CanvasSnapshot,
): Promise<Turn> {
  const turn: Turn = { operations: [], calls: [], reply: '' }
  // Tools change the state in place, as the server's mutable copy of the browser's canvas; the browser's
  // canvas itself changes only by replaying the operations.
  const working = structuredClone(canvas)
  const options = { state: () => working }
  let run: RunHandle = session.send(message, options)
  for (;;) {
    for await (const event of run) collect(event, turn)
    const result = await run.result
    if (result.status === 'failed') throw new Error(`the run failed: ${turn.reply || 'no reply'}`)
    const waiting = result.pending.filter((call) => call.reason === 'confirm')
    if (result.status !== 'awaiting_input' || waiting.length === 0) return turn
    run = session.decide(
      waiting.map((call) => ({ callId: call.callId, accepted: true })),
      options,
    )
  }
}

function collect(event: WireEvent, turn: Turn): void {
  if (event.type === 'tool_call') turn.calls.push({ name: event.name, args: event.args })
  if (event.type === 'tool_result') {
    const output = event.output as {
      operations?: ClientOperation[]
      data?: { operations?: ClientOperation[] }
    }
    turn.operations.push(...(output?.operations ?? output?.data?.operations ?? []))
  }
  if (event.type === 'done' && event.text) turn.reply = event.text
  if (event.type === 'error') turn.reply = event.error.message
}
