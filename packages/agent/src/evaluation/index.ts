// The outcome vocabulary, reliability table and latency summary every `mindwire eval` command shares.
export { EVAL_OUTCOMES, type EvalOutcome, judgeOutcome, type OutcomeFacts } from './eval-outcome.ts'
export { type LatencySummary, summarizeLatency } from './latency-summary.ts'
export {
  type JudgedCase,
  type OutcomeSummary,
  renderOutcomeSummary,
  summarizeOutcomes,
} from './outcome-summary.ts'
export { readCaseFile } from './read-case-file.ts'
export { callKinds, type ReadOnlyCallSpec, type ReadOnlyCalls, type ScoredCall } from './read-only-calls.ts'
export { calibrationError, type ReliabilityBin, reliabilityTable } from './reliability.ts'
export { renderFailures } from './render-failures.ts'
export { type ReplyKind, replyKind } from './reply-kind.ts'
