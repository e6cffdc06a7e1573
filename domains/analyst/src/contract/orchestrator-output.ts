import { z } from 'zod'

// Seed 003: what the AI analyst answers — strict JSON only. The AI plans; it never claims a plan ran:
// the executor decides what is legal and what happened.

const confidence = z.number().min(0).max(1)

export const hypothesisSchema = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    rationale: z.string(),
    confidence,
    relatedSignalProfiles: z.array(z.string()),
  })
  .meta({ id: 'Hypothesis' })

export const plannedNodeSchema = z
  .object({ moduleId: z.string().min(1), params: z.record(z.string(), z.unknown()) })
  .meta({ id: 'PlannedNode' })

export const plannedExperimentSchema = z
  .object({
    hypothesisId: z.string().optional(),
    goal: z.string().min(1),
    preferredChainId: z.string().optional(),
    pipeline: z.array(plannedNodeSchema).min(1).max(16),
    expectedEvidence: z.array(z.string()),
    stopIf: z.array(z.string()),
  })
  .meta({ id: 'PlannedExperiment' })

export const stopDecisionSchema = z
  .object({ shouldStop: z.boolean(), reason: z.string() })
  .meta({ id: 'StopDecision' })

export const orchestratorPlanSchema = z
  .object({
    hypotheses: z.array(hypothesisSchema),
    experiments: z.array(plannedExperimentSchema).max(8),
    stopDecision: stopDecisionSchema,
    notes: z.array(z.string()).optional(),
  })
  .meta({ id: 'OrchestratorPlan' })

export const rankedFindingSchema = z
  .object({
    label: z.string().min(1),
    confidence,
    supportingEvidence: z.array(z.string()),
    contradictingEvidence: z.array(z.string()),
  })
  .meta({ id: 'RankedFinding' })

export const interimConclusionSchema = z
  .object({
    summary: z.string(),
    topHypotheses: z.array(rankedFindingSchema),
    unresolvedQuestions: z.array(z.string()),
    suggestedNextActions: z.array(z.string()),
  })
  .meta({ id: 'InterimConclusion' })

export const finalConclusionSchema = z
  .object({
    summary: z.string(),
    findings: z.array(rankedFindingSchema),
    experimentsRun: z.array(z.string()),
    uncertainty: z.array(z.string()),
    suggestedNextActions: z.array(z.string()),
  })
  .meta({ id: 'FinalConclusion' })

export type Hypothesis = z.infer<typeof hypothesisSchema>
export type PlannedNode = z.infer<typeof plannedNodeSchema>
export type PlannedExperiment = z.infer<typeof plannedExperimentSchema>
export type StopDecision = z.infer<typeof stopDecisionSchema>
export type OrchestratorPlan = z.infer<typeof orchestratorPlanSchema>
export type RankedFinding = z.infer<typeof rankedFindingSchema>
export type InterimConclusion = z.infer<typeof interimConclusionSchema>
export type FinalConclusion = z.infer<typeof finalConclusionSchema>
