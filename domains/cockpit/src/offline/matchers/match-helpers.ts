import type { Match, MatchKind, ParsedCall } from '../types.ts'

/** A call with its parameters, undefined ones left out (defaults are not written). */
export function call(name: string, params: Record<string, unknown>): ParsedCall {
  const clean: Record<string, unknown> = {}
  // for…in over the literal's own keys (same order as Object.entries) without an array of pairs per call.
  for (const key in params) if (params[key] !== undefined) clean[key] = params[key]
  return { name, params: clean }
}

/** A value the person asked for that the catalogue cannot set (调到100度, 8挡): the caller asks back. */
export const OUT_OF_RANGE = 'out_of_range'

/** A match of `calls` with the matcher's certainty and how it came about. */
export function matched(calls: ParsedCall[], score: number, kind: MatchKind = 'explicit'): Match {
  return { calls, score, kind }
}

/** A clause that names a device but not what to do with it: the caller asks back. */
export function clarify(score = 0.6): Match {
  return { calls: [], score, kind: 'clarify' }
}

/** The previous call's action when it was a call of `name`, else undefined. */
export function previousAction(prev: ParsedCall | undefined, name: string): string | undefined {
  return prev?.name === name ? String(prev.params.action) : undefined
}

/** Keeps `value` within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
