import { randomUUID } from 'node:crypto'
import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider'
import { type OfflineStep, ruleEngineModel } from '@mindwire/agent'
import { planStep } from './plan-step.ts'
import { readRequest } from './read-request.ts'
import { reply } from './replies.ts'
import { stepProgress } from './step-sequence.ts'
import { readStudioTurn } from './studio-turn.ts'

/** Calls the studio's offline engine makes carry ids with this prefix. */
export const STUDIO_OFFLINE_PREFIX = 'offline-studio-'

/** One step of the studio's offline engine: the next calls for the request, or its reply. */
export function studioOfflineStep(prompt: LanguageModelV4Prompt): OfflineStep {
  const turn = readStudioTurn(prompt)
  const intent = readRequest(turn.text, turn.spectra.length > 0, turn.project, turn.images > 0)
  const calls = intent.kind === 'steps' ? stepProgress(intent.steps, turn).next : planStep(intent, turn)
  if (calls.length === 0) return { text: reply(intent, turn), calls: [] }
  return {
    text: '',
    calls: calls.map((call) => ({
      id: `${STUDIO_OFFLINE_PREFIX}${randomUUID()}`,
      name: call.name,
      input: JSON.stringify(call.args),
    })),
  }
}

/**
 * The studio's offline engine as a model (seed 000 scenarios without a key): Chinese and English requests
 * become the eight tools' calls over as many steps as the scenario needs, then a reply from the results.
 */
export function createStudioOfflineModel(): LanguageModelV4 {
  return ruleEngineModel(
    studioOfflineStep,
    'the studio offline engine answers studio requests in a chat only; configure an LLM for summaries and structured output',
  )
}
