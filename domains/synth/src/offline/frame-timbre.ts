import { PATCHES } from './lexicon.ts'
import type { PlannedStep } from './plan.ts'
import type { Token } from './tokens.ts'

/**
 * "Make it sound like a warm bass", 来个明亮的主音, "build a pluck": a sound by name, without values or other
 * actions, is its patch page's recipe. Undefined when the sentence is not a timbre request.
 */
export function planTimbre(tokens: readonly Token[]): PlannedStep[] | undefined {
  const timbre = tokens.find((token) => token.kind === 'timbre')
  if (timbre?.kind !== 'timbre') return undefined
  const acts = tokens.some(
    (token) =>
      (token.kind === 'number' && !token.measure) ||
      token.kind === 'param' ||
      (token.kind === 'verb' && ['delete', 'disconnect', 'connect', 'undo', 'ask'].includes(token.verb)),
  )
  if (acts) return undefined
  return [{ kind: 'recipe', patch: timbre.patch, query: PATCHES.get(timbre.patch)?.query ?? timbre.patch }]
}

/** Outside a timbre request a timbre word that also names a parameter is that parameter (set the bass to -6). */
export function timbreAsParameters(tokens: readonly Token[]): Token[] {
  return tokens.map((token) =>
    token.kind === 'timbre' && token.param
      ? { kind: 'param', names: token.param, at: token.at, end: token.end, text: token.text }
      : token,
  )
}
