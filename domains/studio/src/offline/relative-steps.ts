import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { ParamSpec } from '../catalogue/module-definition.ts'
import type { ChainModule } from '../chain/chain.ts'
import { amountsIn } from './amounts.ts'
import type { ModuleRef } from './module-refs.ts'
import { type ParamChange, paramNamedIn } from './param-bindings.ts'
import { VOCABULARY, wordList } from './vocabulary.ts'

const words = z.array(z.string())
const schema = z.object({
  source: z.string(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      keys: z.array(z.string()).min(1),
      step: z.union([z.object({ factor: z.number().gt(1) }), z.object({ add: z.number().gt(0) })]),
      ownWordsOnly: z.boolean().optional(),
      impliedByWay: z.boolean().optional(),
      up: words,
      down: words,
    }),
  ),
})
const file = new URL('./vocabulary/relative-steps.json', import.meta.url)
const KINDS = schema
  .parse(JSON.parse(readFileSync(file, 'utf8')))
  .kinds.map((kind) => ({ ...kind, upWords: wordList(kind.up), downWords: wordList(kind.down) }))

type Kind = (typeof KINDS)[number]

/**
 * "make the release faster", "narrow the Q", "ratio higher": a direction with no amount on one named
 * parameter of the one module meant moves it one default step of its kind, clamped to its range. Undefined
 * when the parameter has no step kind, the way is not said or said both ways, or any amount is written.
 */
export function relativeStep(text: string, refs: readonly ModuleRef[]): ParamChange | undefined {
  const [ref] = refs
  if (!ref || refs.length > 1 || ref.candidates || /\d/.test(text) || amountsIn(text).length > 0)
    return undefined
  const param = paramNamedIn(ref.module, text) ?? impliedParam(ref.module, text)
  const kind = param && KINDS.find((candidate) => candidate.keys.includes(param.key))
  if (!param || param.type !== 'number' || !kind) return undefined
  const way = wayIn(text, kind)
  const now = ref.module.params[param.key] ?? param.default
  if (!way || typeof now !== 'number') return undefined
  const moved =
    'factor' in kind.step
      ? way === 'up'
        ? now * kind.step.factor
        : now / kind.step.factor
      : way === 'up'
        ? now + kind.step.add
        : now - kind.step.add
  const clamped = Math.min(param.max ?? Infinity, Math.max(param.min ?? -Infinity, moved))
  // Integer parameters (an order, a ratio of whole steps) stay whole; others keep what a person reads.
  const value = Number.isInteger(now) && 'add' in kind.step ? Math.round(clamped) : readable(clamped)
  return value === now ? undefined : { moduleId: ref.module.id, paramKey: param.key, value }
}

/**
 * "a steeper subsonic": with no parameter named, a kind's own way word names the parameter when exactly one
 * of the module's parameters is of a kind that word belongs to ("sharper" fits a filter's Q and its order,
 * so it names neither; "faster" fits a compressor's attack and release alike).
 */
function impliedParam(module: ChainModule, text: string): ParamSpec | undefined {
  const params = moduleDefinition(module.type)?.params ?? []
  const fits = params.filter((param) =>
    KINDS.some(
      (kind) => kind.impliedByWay !== false && kind.keys.includes(param.key) && ownWordIn(text, kind),
    ),
  )
  return fits.length === 1 ? fits[0] : undefined
}

/** A way word of the kind's own that is no general direction ("lower the limiter" names no time). */
function ownWordIn(text: string, kind: Kind): boolean {
  const general = (word: string) =>
    [VOCABULARY.up, VOCABULARY.down, VOCABULARY.upAfter, VOCABULARY.downAfter].some((list) => list.test(word))
  return [...kind.upWords.find(text), ...kind.downWords.find(text)].some((hit) => !general(hit.word))
}

/** The way a request moves a parameter of a kind: its own words first, then the general ones. */
function wayIn(text: string, kind: Kind): 'up' | 'down' | undefined {
  const up = kind.upWords.test(text)
  const down = kind.downWords.test(text)
  if (up !== down) return up ? 'up' : 'down'
  if (up || kind.ownWordsOnly) return undefined
  const generalUp = VOCABULARY.up.test(text) || VOCABULARY.upAfter.test(text)
  const generalDown = VOCABULARY.down.test(text) || VOCABULARY.downAfter.test(text)
  return generalUp !== generalDown ? (generalUp ? 'up' : 'down') : undefined
}

// Three significant figures: 100 ms ÷ 1.5 reads 66.7 ms, not 66.66666666666667.
const readable = (value: number) => Number(value.toPrecision(3))
