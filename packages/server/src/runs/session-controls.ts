import {
  AgentError,
  createModel,
  type Domain,
  type ModelConfig,
  namedRoutes,
  type SessionOverrides,
} from '@mindwire/agent'
import { z } from 'zod'
import { ApiError } from '../errors/api-error.ts'

/** The most output tokens a request may ask a model for. */
export const MAX_OUTPUT_TOKENS = 32_768
/** The longest set of instructions a client may add to an app's system prompt. */
export const MAX_SYSTEM_PROMPT_CHARS = 4_000

/** Seed 000 §4.1 SessionOptions as a request carries them: the client's controls for this run. */
export const runControls = z
  .object({
    systemPrompt: z
      .string()
      .trim()
      .min(1)
      .max(MAX_SYSTEM_PROMPT_CHARS)
      .optional()
      .describe('instructions added after the app’s own system prompt (its rules still apply)'),
    model: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('one of the models GET /api/ai/models lists under `models`; the app’s routing otherwise'),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z
      .number()
      .int()
      .min(1)
      .max(MAX_OUTPUT_TOKENS)
      .optional()
      .describe('output tokens per model call'),
  })
  .meta({ id: 'RunControls' })

export type RunControls = z.infer<typeof runControls>

/**
 * The controls a run of the session uses: the request's own, else those the session keeps (set by an
 * earlier request, so a session resumed elsewhere, without them, keeps its model and instructions).
 */
export function controlsForRun(requested: RunControls | undefined, kept: unknown): RunControls | undefined {
  if (requested) return requested
  const stored = runControls.safeParse(kept)
  return stored.success ? stored.data : undefined
}

/** Whether a request's controls change what the session keeps (a write only when they do). */
export function changesKeptControls(requested: RunControls | undefined, kept: unknown): boolean {
  return requested !== undefined && JSON.stringify(requested) !== JSON.stringify(kept ?? null)
}

/** The models a client may name: every model of the server's routes, once each, in route order. */
export function selectableModels(config: ModelConfig): string[] {
  return [...new Set(namedRoutes(config).flatMap(([, chain]) => chain.map((spec) => spec.text)))]
}

/**
 * A request's controls as the session's overrides. A model not among the server's is a 400
 * `model_not_allowed` naming those there are; `offlineOnly` (a tenant past its quota) keeps the app's
 * offline engine whatever was asked. The domain's wrapModel applies, as to its routed models.
 */
export function sessionOverrides(
  controls: RunControls | undefined,
  options: { config: ModelConfig; domain: Domain; offlineOnly?: boolean; fixedModels?: boolean },
): SessionOverrides | undefined {
  if (!controls) return undefined
  const { config, domain } = options
  const overrides: SessionOverrides = {}
  if (controls.systemPrompt) overrides.systemAddition = controls.systemPrompt
  const callSettings = {
    ...(controls.temperature !== undefined ? { temperature: controls.temperature } : {}),
    ...(controls.maxTokens !== undefined ? { maxOutputTokens: controls.maxTokens } : {}),
  }
  if (Object.keys(callSettings).length > 0) overrides.callSettings = callSettings
  if (controls.model !== undefined) {
    const allowed = selectableModels(config)
    const spec = namedRoutes(config)
      .flatMap(([, chain]) => chain)
      .find((s) => s.text === controls.model)
    if (options.fixedModels || !spec)
      throw new ApiError(
        400,
        'model_not_allowed',
        `model "${controls.model}" is not offered here; models: ${options.fixedModels ? '(fixed by the host)' : allowed.join(', ')}`,
      )
    if (!options.offlineOnly) {
      const offline = domain.offlineModel
      let built: ReturnType<typeof createModel>
      try {
        built = createModel(spec, config.providers, offline ? { offline: () => offline() } : {})
      } catch (error) {
        if (error instanceof AgentError) throw new ApiError(503, 'model_unavailable', error.message)
        throw error
      }
      overrides.model = domain.wrapModel ? domain.wrapModel(built) : built
    }
  }
  return overrides
}
