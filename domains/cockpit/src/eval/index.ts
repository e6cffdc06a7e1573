export { applyTurn } from './apply-turn.ts'
export {
  type Breakdown,
  breakdown,
  type Confusion,
  type FunctionScore,
  type Outcome,
  outcomeOf,
} from './breakdown.ts'
export { callMatches, callsMatch, intentKey, intentsMatch } from './call-matches.ts'
export {
  CallSchema,
  type CaseResult,
  type EvalCall,
  EvalCase,
  type EvalDecision,
  type EvalDomain,
  type Prediction,
} from './eval-case.ts'
export { type Engine, runCase, type TurnContext } from './run-case.ts'
export {
  type Accuracies,
  type Failure,
  judgeCase,
  type Scorecard,
  scoreCases,
} from './score-cases.ts'
export { deepMerge, SIMULATOR_DEFAULTS, type SimulatorState, simulatorState } from './simulator-state.ts'
export { strictCase } from './strict-outcome.ts'
