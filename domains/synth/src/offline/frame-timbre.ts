import type { Patch } from './lexicon.ts'
import type { PlannedStep } from './plan.ts'
import type { Token } from './tokens.ts'

/** What the search asks the knowledge base for each patch: the page's title words and its recipe sections. */
const PATCH_QUERIES: Readonly<Record<Patch, string>> = {
  bass: '常用音色 Bass 贝斯 推荐参数 模块与连线',
  lead: 'Common Patch Lead Synth suggested settings modules and wiring',
  pad: '常用音色 Pad 铺底 推荐参数 模块与连线',
  pluck: '常用音色 Pluck 拨弦 包络 琶音接法',
}

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
  return [{ kind: 'recipe', patch: timbre.patch, query: PATCH_QUERIES[timbre.patch] }]
}

/** Outside a timbre request a timbre word that also names a parameter is that parameter (set the bass to -6). */
export function timbreAsParameters(tokens: readonly Token[]): Token[] {
  return tokens.map((token) =>
    token.kind === 'timbre' && token.param
      ? { kind: 'param', names: token.param, at: token.at, end: token.end, text: token.text }
      : token,
  )
}
