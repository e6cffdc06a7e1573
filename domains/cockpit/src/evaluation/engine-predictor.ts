import type { LanguageModelV4 } from '@ai-sdk/provider'
import { createEngine, type GuardDecisionAction, type WireEvent } from '@mindwire/agent'
import { type Cockpit, createCockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import type { CaseResult, EvalCase, Prediction } from '../eval/eval-case.ts'
import { functionDomain } from '../functions/catalogue.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'

const STRENGTH: Record<GuardDecisionAction, number> = { allow: 0, warn: 1, confirm: 2, block: 3 }

/**
 * Evaluates cases through the whole cockpit pipeline — model, tools, safety rules, simulated vehicle —
 * not the parser alone: each case gets a fresh vehicle (defaults plus the case's `state`) and a fresh
 * session, replays its `history` turns, then reads the last turn's proposed calls and the strongest
 * safety decision among them. Latency is the wall time of the whole case. `cockpit`: one over another
 * catalogue (a configuration folder under evaluation); the shipped one by default.
 */
export function enginePredictor(model: () => LanguageModelV4, cockpit: Cockpit = createCockpit()) {
  return async function predict(evalCase: EvalCase): Promise<CaseResult> {
    const vehicleId = `eval-${evalCase.id}`
    cockpit.registry.set(vehicleId, defaultVehicleState(evalCase.state))
    const engine = createEngine<CockpitState>({
      model: model(),
      tools: cockpit.domain.tools,
      system: cockpit.domain.system,
      guardrails: cockpit.domain.guardrails,
      parallelToolGroups: cockpit.domain.parallelToolGroups,
    })
    const session = engine.session({ state: () => ({ ...cockpit.registry.get(vehicleId), vehicleId }) })
    const started = performance.now()
    for (const turn of evalCase.history ?? []) await session.send(turn).result
    const events: WireEvent[] = []
    const run = session.send(evalCase.text)
    run.on('*', (event) => events.push(event))
    await run.result
    const latencyMs = performance.now() - started
    return { case: evalCase, predicted: predictionFrom(events), latencyMs }
  }
}

/**
 * The calls the model proposed in a run (before any rule decided), the strongest decision, the closing reply
 * and the lowest confidence the engine attached to a call.
 */
export function predictionFrom(events: readonly WireEvent[]): Prediction {
  const calls = events.flatMap((event) =>
    event.type === 'tool_call' && typeof event.args === 'object' && event.args !== null
      ? [{ name: event.name, params: event.args as Record<string, unknown> }]
      : [],
  )
  let decision: GuardDecisionAction = 'allow'
  for (const event of events) {
    const seen =
      event.type === 'confirm_required'
        ? 'confirm'
        : event.type === 'tool_result'
          ? event.decision
          : undefined
    if (seen && STRENGTH[seen] > STRENGTH[decision]) decision = seen
  }
  const done = events.findLast((event) => event.type === 'done')
  const confidences = events.flatMap((event) => {
    const confidence =
      event.type === 'tool_call'
        ? (event.metadata?.mindwire as { confidence?: unknown } | undefined)?.confidence
        : undefined
    return typeof confidence === 'number' ? [confidence] : []
  })
  return {
    domain: calls.length > 0 ? functionDomain(calls[0]!.name) : 'chat',
    calls,
    decision,
    reply: done?.type === 'done' ? done.text : '',
    ...(confidences.length > 0 ? { confidence: Math.min(...confidences) } : {}),
  }
}
