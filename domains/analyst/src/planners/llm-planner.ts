import { APICallError, type LanguageModelV4 } from '@ai-sdk/provider'
import { AgentError, generateObject, StructuredOutputError } from '@mindwire/agent'
import type { z } from 'zod'
import type { OrchestratorInput } from '../contract/orchestrator-input.ts'
import {
  finalConclusionSchema,
  interimConclusionSchema,
  orchestratorPlanSchema,
} from '../contract/orchestrator-output.ts'
import { deriveConclusion } from '../loop/derive-conclusion.ts'
import { ANALYST_SYSTEM, interimPrompt, planPrompt } from './llm-prompts.ts'
import { type Planner, type PlanningContext, PlanRefusedError } from './planner.ts'

export interface LlmPlannerOptions {
  model: LanguageModelV4
  /** Recorded with the run as `llm:<label>`; default the model's id. */
  label?: string
}

/**
 * A planner that asks a model for strict JSON (validated, one repair round). A plan still invalid after
 * the repair, or a model that cannot answer, is a refusal: the loop runs nothing of it. A conclusion the
 * model cannot give is derived from the evidence instead, with that said in its uncertainty.
 */
export function createLlmPlanner(options: LlmPlannerOptions): Planner {
  const { model } = options
  async function ask<Schema extends z.ZodType>(
    schema: Schema,
    name: string,
    input: OrchestratorInput,
    context: PlanningContext,
    prompt = planPrompt(input, context),
  ): Promise<z.output<Schema>> {
    try {
      const answer = await generateObject({
        model,
        schema,
        name,
        system: ANALYST_SYSTEM,
        prompt,
        signal: context.signal,
      })
      return answer.object
    } catch (error) {
      throw refusal(error, context.signal)
    }
  }
  return {
    name: `llm:${options.label ?? model.modelId}`,
    plan: (input, context) => ask(orchestratorPlanSchema, 'OrchestratorPlan', input, context),
    /**
     * The model's interim, validated with one repair round like a plan. An empty topHypotheses is the
     * model saying the evidence is not yet sufficient; an answer invalid after the repair is dropped.
     */
    async interim(input, context) {
      try {
        const interim = await ask(
          interimConclusionSchema,
          'InterimConclusion',
          input,
          context,
          interimPrompt(input, context),
        )
        return interim.topHypotheses.length > 0 ? interim : undefined
      } catch (error) {
        if (error instanceof PlanRefusedError) return undefined
        throw error
      }
    },
    async conclude(input, context) {
      try {
        return await ask(finalConclusionSchema, 'FinalConclusion', input, context)
      } catch (error) {
        if (!(error instanceof PlanRefusedError)) throw error
        return deriveConclusion(context.evidence, input.priorExperiments, [
          `the model gave no valid conclusion (${error.message}); findings derived from the evidence`,
        ])
      }
    },
  }
}

/** A model failure as a refusal; an abort stays an abort, and a bug stays a bug. */
function refusal(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason
  if (error instanceof StructuredOutputError)
    return new PlanRefusedError('the model’s answer was invalid after one repair round', error.issues, {
      cause: error,
    })
  if (error instanceof AgentError || APICallError.isInstance(error))
    return new PlanRefusedError(`the model could not answer: ${(error as Error).message}`, [], {
      cause: error,
    })
  return error
}
