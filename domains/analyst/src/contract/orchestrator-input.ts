import { z } from 'zod'

// Seed 003: what the AI analyst is given — explicit objects, never facts hidden in code, logs or chat.
// Field names are the seed's; these schemas are the single source of the types, JSON Schema and OpenAPI.

const confidence = z.number().min(0).max(1)

export const observationSummarySchema = z
  .object({
    id: z.string(),
    modality: z.literal('audio'),
    durationMs: z.number().nonnegative(),
    sampleRate: z.number().positive(),
    channels: z.number().int().positive(),
    tags: z.array(z.string()),
    captureMetadata: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ObservationSummary' })

export const evidenceSummarySchema = z
  .object({
    id: z.string(),
    producerModuleId: z.string().optional(),
    category: z.enum(['feature', 'pattern', 'classification', 'anomaly']),
    values: z.record(z.string(), z.unknown()),
    confidence,
  })
  .meta({ id: 'EvidenceSummary' })

export const chainTemplateSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    purpose: z.string(),
    signalProfiles: z.array(z.string()),
    goals: z.array(z.string()),
    costClass: z.enum(['low', 'medium', 'high']),
  })
  .meta({ id: 'ChainTemplateSummary' })

export const moduleSummarySchema = z
  .object({
    id: z.string(),
    stage: z.string(),
    signalProfiles: z.array(z.string()),
    goals: z.array(z.string()),
    inputFormat: z.string(),
    outputFormat: z.string(),
    tunableParams: z.array(z.string()),
  })
  .meta({ id: 'ModuleSummary' })

export const experimentSummarySchema = z
  .object({
    id: z.string(),
    parentId: z.string().optional(),
    hypothesisId: z.string().optional(),
    pipelineSummary: z.array(z.string()),
    scoreTotal: z.number(),
    failureReasons: z.array(z.string()),
    keyEvidence: z.array(z.string()),
  })
  .meta({ id: 'ExperimentSummary' })

export const analysisBudgetSchema = z
  .object({
    maxExperiments: z.number().int().min(1).max(100),
    maxDepth: z.number().int().min(1).max(20),
    latencyBudgetMs: z.number().int().positive().optional(),
    preferLocalFirst: z.boolean().optional(),
  })
  .meta({ id: 'AnalysisBudget' })

export const analysisModeSchema = z.enum(['initial_analysis', 'iterative_analysis', 'final_review'])

export const orchestratorInputSchema = z
  .object({
    observation: observationSummarySchema,
    probeEvidence: z.array(evidenceSummarySchema),
    availableChains: z.array(chainTemplateSummarySchema),
    availableModules: z.array(moduleSummarySchema).optional(),
    priorExperiments: z.array(experimentSummarySchema),
    budget: analysisBudgetSchema,
    mode: analysisModeSchema,
  })
  .meta({ id: 'OrchestratorInput' })

export type ObservationSummary = z.infer<typeof observationSummarySchema>
export type EvidenceSummary = z.infer<typeof evidenceSummarySchema>
export type ChainTemplateSummary = z.infer<typeof chainTemplateSummarySchema>
export type ModuleSummary = z.infer<typeof moduleSummarySchema>
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>
export type AnalysisBudget = z.infer<typeof analysisBudgetSchema>
export type AnalysisMode = z.infer<typeof analysisModeSchema>
export type OrchestratorInput = z.infer<typeof orchestratorInputSchema>
