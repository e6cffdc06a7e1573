import type { PromptTurnCall } from '@mindwire/agent'

/** A call the offline engine decides to make. */
export interface PlannedCall {
  name: string
  args: Record<string, unknown>
}

/** This turn's calls of one tool that have results. */
export function answered(calls: readonly PromptTurnCall[], name: string): PromptTurnCall[] {
  return calls.filter((call) => call.name === name && call.result)
}

/** The output of the turn's latest successful call of a tool. */
export function latestOutput<T>(calls: readonly PromptTurnCall[], name: string): T | undefined {
  const call = answered(calls, name)
    .filter((candidate) => !candidate.result!.isError)
    .at(-1)
  return call?.result?.output as T | undefined
}

/** The error messages of the turn's failed calls, in order. */
export function failures(calls: readonly PromptTurnCall[]): string[] {
  return calls
    .filter((call) => call.result?.isError)
    .map((call) => {
      const output = call.result!.output as { message?: unknown } | string | undefined
      const message =
        typeof output === 'string' ? output : typeof output?.message === 'string' ? output.message : 'failed'
      return `${call.name}: ${message}`
    })
}
