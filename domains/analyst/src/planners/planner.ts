import type { EvidenceSummary, OrchestratorInput } from '../contract/orchestrator-input.ts'
import type { FinalConclusion, InterimConclusion, OrchestratorPlan } from '../contract/orchestrator-output.ts'

/**
 * What a planner sees besides the seed's input: every piece of evidence so far (the probe's and each
 * experiment's), since `ExperimentSummary.keyEvidence` carries only ids.
 */
export interface PlanningContext {
  evidence: readonly EvidenceSummary[]
  /** The round being planned, from 1; with budget.maxDepth it tells how many rounds are left. */
  round: number
  signal?: AbortSignal
}

/** Plans rounds and concludes a run; the offline planner and any LLM sit behind this one shape. */
export interface Planner {
  /** A name recorded with the run: `offline`, or `llm:<model>`. */
  readonly name: string
  /** The next round's hypotheses and experiments; throws PlanRefusedError when it has no valid plan. */
  plan(input: OrchestratorInput, context: PlanningContext): Promise<OrchestratorPlan>
  /** The final conclusion from the final_review input and all evidence. */
  conclude(input: OrchestratorInput, context: PlanningContext): Promise<FinalConclusion>
  /**
   * The seed's InterimConclusion, asked after a round when the run goes on: undefined when the planner
   * judges the evidence not yet sufficient for one. A planner without this method gets the loop's own
   * interim after every round instead.
   */
  interim?(input: OrchestratorInput, context: PlanningContext): Promise<InterimConclusion | undefined>
}

/** The planner could not give a valid plan; the loop records it and goes to final review. */
export class PlanRefusedError extends Error {
  readonly issues: string[]
  constructor(message: string, issues: string[], options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PlanRefusedError'
    this.issues = issues
  }
}
