import type { AnalysisMode, EvidenceSummary, ExperimentSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion, InterimConclusion, OrchestratorPlan } from '../contract/orchestrator-output.ts'
import type { PlanRefusal } from './analysis-run.ts'

/** What a run reports as it goes; the SSE stream and the CLI progress bar are both fed from these. */
export type AnalysisEvent =
  | { type: 'round_started'; round: number; mode: AnalysisMode }
  | { type: 'plan'; round: number; plan: OrchestratorPlan }
  | { type: 'plan_refused'; round: number; refusal: PlanRefusal }
  | { type: 'experiment'; round: number; experiment: ExperimentSummary; ms: number }
  | { type: 'evidence'; round: number; experimentId: string | null; evidence: EvidenceSummary }
  | { type: 'interim'; round: number; interim: InterimConclusion }
  | { type: 'final'; final: FinalConclusion; experimentsUsed: number; ms: number }
