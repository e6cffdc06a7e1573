import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as input from './orchestrator-input.ts'
import * as output from './orchestrator-output.ts'

// Seed 003's type definitions, written out: every field name, `?` where the seed makes it optional.
const SEED: Record<string, { schema: z.ZodObject; fields: string[] }> = {
  OrchestratorInput: {
    schema: input.orchestratorInputSchema,
    fields: [
      'observation',
      'probeEvidence',
      'availableChains',
      'availableModules?',
      'priorExperiments',
      'budget',
      'mode',
    ],
  },
  ObservationSummary: {
    schema: input.observationSummarySchema,
    fields: ['id', 'modality', 'durationMs', 'sampleRate', 'channels', 'tags', 'captureMetadata?'],
  },
  EvidenceSummary: {
    schema: input.evidenceSummarySchema,
    fields: ['id', 'producerModuleId?', 'category', 'values', 'confidence'],
  },
  ChainTemplateSummary: {
    schema: input.chainTemplateSummarySchema,
    fields: ['id', 'name', 'purpose', 'signalProfiles', 'goals', 'costClass'],
  },
  ModuleSummary: {
    schema: input.moduleSummarySchema,
    fields: ['id', 'stage', 'signalProfiles', 'goals', 'inputFormat', 'outputFormat', 'tunableParams'],
  },
  ExperimentSummary: {
    schema: input.experimentSummarySchema,
    fields: [
      'id',
      'parentId?',
      'hypothesisId?',
      'pipelineSummary',
      'scoreTotal',
      'failureReasons',
      'keyEvidence',
    ],
  },
  AnalysisBudget: {
    schema: input.analysisBudgetSchema,
    fields: ['maxExperiments', 'maxDepth', 'latencyBudgetMs?', 'preferLocalFirst?'],
  },
  OrchestratorPlan: {
    schema: output.orchestratorPlanSchema,
    fields: ['hypotheses', 'experiments', 'stopDecision', 'notes?'],
  },
  Hypothesis: {
    schema: output.hypothesisSchema,
    fields: ['id', 'label', 'rationale', 'confidence', 'relatedSignalProfiles'],
  },
  PlannedExperiment: {
    schema: output.plannedExperimentSchema,
    fields: ['hypothesisId?', 'goal', 'preferredChainId?', 'pipeline', 'expectedEvidence', 'stopIf'],
  },
  PlannedNode: { schema: output.plannedNodeSchema, fields: ['moduleId', 'params'] },
  StopDecision: { schema: output.stopDecisionSchema, fields: ['shouldStop', 'reason'] },
  InterimConclusion: {
    schema: output.interimConclusionSchema,
    fields: ['summary', 'topHypotheses', 'unresolvedQuestions', 'suggestedNextActions'],
  },
  RankedFinding: {
    schema: output.rankedFindingSchema,
    fields: ['label', 'confidence', 'supportingEvidence', 'contradictingEvidence'],
  },
  FinalConclusion: {
    schema: output.finalConclusionSchema,
    fields: ['summary', 'findings', 'experimentsRun', 'uncertainty', 'suggestedNextActions'],
  },
}

describe('the contract matches seed 003', () => {
  for (const [name, { schema, fields }] of Object.entries(SEED)) {
    it(`${name} has exactly the seed's fields, optional where the seed says so`, () => {
      const shape = schema.shape as Record<string, z.ZodType>
      const actual = Object.entries(shape).map(([key, field]) =>
        field.safeParse(undefined).success ? `${key}?` : key,
      )
      expect(actual.sort()).toEqual([...fields].sort())
      // The OpenAPI document and the model's JSON Schema name the type as the seed does.
      expect(z.globalRegistry.get(schema)?.id).toBe(name)
    })
  }

  it('the seed’s enumerations are the schemas’ enumerations', () => {
    expect(input.analysisModeSchema.options).toEqual([
      'initial_analysis',
      'iterative_analysis',
      'final_review',
    ])
    expect(input.evidenceSummarySchema.shape.category.options).toEqual([
      'feature',
      'pattern',
      'classification',
      'anomaly',
    ])
    expect(input.chainTemplateSummarySchema.shape.costClass.options).toEqual(['low', 'medium', 'high'])
    expect(input.observationSummarySchema.shape.modality.value).toBe('audio')
  })
})
