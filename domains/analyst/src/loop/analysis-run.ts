import { z } from 'zod'
import {
  analysisBudgetSchema,
  analysisModeSchema,
  evidenceSummarySchema,
  experimentSummarySchema,
  observationSummarySchema,
  orchestratorInputSchema,
} from '../contract/orchestrator-input.ts'
import {
  finalConclusionSchema,
  interimConclusionSchema,
  orchestratorPlanSchema,
} from '../contract/orchestrator-output.ts'

/** What the executor returned for one planned experiment, as a run keeps it. */
export const experimentOutcomeSchema = z
  .object({ experiment: experimentSummarySchema, evidence: z.array(evidenceSummarySchema), ms: z.number() })
  .meta({ id: 'ExperimentOutcome' })

/** A plan the planner could not produce as valid JSON (after its repair round): nothing of it ran. */
export const planRefusalSchema = z
  .object({ reason: z.string(), issues: z.array(z.string()) })
  .meta({ id: 'AnalystPlanRefusal' })

/**
 * One planning round: the explicit input the planner saw, its plan (absent when refused) and what the
 * executor did with each experiment. `skipped` counts planned experiments the budget left out.
 */
export const analysisRoundSchema = z
  .object({
    mode: analysisModeSchema,
    input: orchestratorInputSchema,
    plan: orchestratorPlanSchema.optional(),
    refusal: planRefusalSchema.optional(),
    outcomes: z.array(experimentOutcomeSchema),
    skipped: z.number().int().nonnegative(),
    /**
     * Where the evidence stood once the round's experiments had run: the planner's InterimConclusion when it
     * found the evidence sufficient and the run went on, or the loop's own for a planner that gives none.
     */
    interim: interimConclusionSchema.optional(),
  })
  .meta({ id: 'AnalysisRound' })

export const analysisRunSchema = z
  .object({
    id: z.string(),
    planner: z.string(),
    budget: analysisBudgetSchema,
    observation: observationSummarySchema,
    probeEvidence: z.array(evidenceSummarySchema),
    rounds: z.array(analysisRoundSchema),
    final: finalConclusionSchema,
    experimentsUsed: z.number().int().nonnegative(),
    ms: z.number().nonnegative(),
  })
  .meta({ id: 'AnalysisRun' })

export type ExperimentOutcomeRecord = z.infer<typeof experimentOutcomeSchema>
export type PlanRefusal = z.infer<typeof planRefusalSchema>
export type AnalysisRound = z.infer<typeof analysisRoundSchema>
export type AnalysisRun = z.infer<typeof analysisRunSchema>

/** The budget a run gets when the caller names none: room for every single-defect check plus a retry. */
export const DEFAULT_BUDGET = {
  maxExperiments: 8,
  maxDepth: 8,
  latencyBudgetMs: 60_000,
  preferLocalFirst: true,
}
