import { applyTurn } from './apply-turn.ts'
import type { CaseResult, EvalCall, EvalCase, Prediction } from './eval-case.ts'
import { type SimulatorState, simulatorState } from './simulator-state.ts'

/** What an engine is given for one turn: the previous turn's calls and the case's vehicle state. */
export interface TurnContext {
  previousCalls: EvalCall[]
  state: SimulatorState
}

/** An engine under evaluation: one turn in, its reading out. */
export type Engine = (text: string, context: TurnContext) => Prediction

/**
 * Runs one case: replays its `history` turns (each turn's calls become the next turn's context,
 * and their settings the next turn's vehicle state, as a simulator executing them would show),
 * then the text, timing the whole replay. The state starts as the simulator defaults with the
 * case's partial `state` merged in.
 */
export function runCase(
  evalCase: EvalCase,
  engine: Engine,
  now: () => number = performance.now.bind(performance),
): CaseResult {
  let state = simulatorState(evalCase.state)
  const started = now()
  let previousCalls: EvalCall[] = []
  for (const turn of evalCase.history ?? []) {
    previousCalls = engine(turn, { previousCalls, state }).calls
    state = applyTurn(state, previousCalls)
  }
  const predicted = engine(evalCase.text, { previousCalls, state })
  return { case: evalCase, predicted, latencyMs: now() - started }
}
