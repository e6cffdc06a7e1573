import type { LanguageModelV4Usage } from '@ai-sdk/provider'

/** Tokens spent; summed per step, per run and per session. */
export interface Usage {
  inputTokens: number
  outputTokens: number
  totalTokens: number
}

export const emptyUsage = (): Usage => ({ inputTokens: 0, outputTokens: 0, totalTokens: 0 })

/** Adds `b` into a new usage object. */
export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  }
}

/** Converts the provider's usage report; missing counts are zero. */
export function usageFromModel(usage: LanguageModelV4Usage | undefined): Usage {
  const inputTokens = usage?.inputTokens.total ?? 0
  const outputTokens = usage?.outputTokens.total ?? 0
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens }
}
