import type { LanguageModelV4 } from '@ai-sdk/provider'
import { JimiError } from './jimi-error.ts'

/** seed 004 §4.1 JimiConfig: an OpenAI-compatible endpoint (Kimi, DeepSeek, Qwen, …) or any AI SDK model. */
export interface JimiConfig {
  llm?: { baseUrl: string; apiKey?: string; modelName: string }
  /** A model on the AI SDK's interface instead of `llm`: an offline model, another provider. */
  model?: LanguageModelV4
  /** Model steps per run (1–100). Default 10. */
  maxStepsPerRun?: number
  /** The prompt budget in tokens; older turns are summarised beyond it. Default: no limit. */
  maxContextSize?: number
}

/** The configuration an SDK runs with, its defaults filled in; the API key is never part of it. */
export interface ResolvedJimiConfig {
  /** The endpoint and model name; absent when an AI SDK model was given. */
  llm?: { baseUrl: string; modelName: string; hasApiKey: boolean }
  modelId: string
  maxStepsPerRun: number
  maxContextSize?: number
}

/** seed 004's defaults, the same as the original SDK's. */
export const JIMI_DEFAULTS = { maxStepsPerRun: 10 } as const
// A run longer than this is a loop gone wrong, not a shopper's request.
const MAX_STEPS_LIMIT = 100

/**
 * Checks a configuration before anything is built and fills in its defaults; every problem is named at
 * once, in one `invalid_config` error, and nothing is created from a configuration that has one.
 */
export function resolveJimiConfig(config: JimiConfig): ResolvedJimiConfig {
  if (typeof config !== 'object' || config === null)
    throw new JimiError('invalid_config', 'createJimi needs a configuration object')
  const problems: string[] = []
  const { llm, model } = config
  if (llm && model) problems.push('give `llm` (an endpoint) or `model`, not both')
  if (!llm && !model) problems.push('give `llm` (an OpenAI-compatible endpoint) or `model`')
  if (llm) problems.push(...endpointProblems(llm))
  const maxStepsPerRun = config.maxStepsPerRun ?? JIMI_DEFAULTS.maxStepsPerRun
  if (!isCount(maxStepsPerRun) || maxStepsPerRun > MAX_STEPS_LIMIT)
    problems.push(`maxStepsPerRun must be a whole number from 1 to ${MAX_STEPS_LIMIT}`)
  if (config.maxContextSize !== undefined && !isCount(config.maxContextSize))
    problems.push('maxContextSize must be a whole number of tokens above 0')
  if (problems.length > 0)
    throw new JimiError('invalid_config', `invalid Jimi configuration: ${problems.join('; ')}`)
  return {
    ...(llm ? { llm: { baseUrl: llm.baseUrl, modelName: llm.modelName, hasApiKey: !!llm.apiKey } } : {}),
    modelId: llm ? llm.modelName : model!.modelId,
    maxStepsPerRun,
    ...(config.maxContextSize === undefined ? {} : { maxContextSize: config.maxContextSize }),
  }
}

function endpointProblems(llm: NonNullable<JimiConfig['llm']>): string[] {
  const problems: string[] = []
  if (!isText(llm.baseUrl) || !isHttpUrl(llm.baseUrl))
    problems.push('llm.baseUrl must be an http(s) URL, e.g. https://api.moonshot.cn/v1')
  if (!isText(llm.modelName)) problems.push('llm.modelName must name the model, e.g. qwen-plus')
  // An endpoint without keys (a local model server) leaves it out; an empty one is a missing secret.
  if (llm.apiKey !== undefined && !isText(llm.apiKey)) problems.push('llm.apiKey is empty')
  return problems
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
