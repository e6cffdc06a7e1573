import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { Ask } from './asks.ts'
import type { ModuleRef } from './module-refs.ts'
import { paramNamedIn, valueNow } from './param-bindings.ts'
import { wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const schema = z.object({ source: z.string(), lower: words, raise: words, unsigned: words })
const file = new URL('./vocabulary/value-judgements.json', import.meta.url)
const data = schema.parse(JSON.parse(readFileSync(file, 'utf8')))
const LOWER = wordList(data.lower)
const RAISE = wordList(data.raise)
const UNSIGNED = wordList(data.unsigned)

/**
 * Which way a request judges a value: `down` when it is said too big ("太长", "too high"), `up` when too small
 * ("too short"), `either` for a judgement with no direction of the value ("too gentle"); undefined when it
 * judges none, or judges both ways.
 */
export function judgementIn(text: string): 'down' | 'up' | 'either' | undefined {
  const lower = LOWER.test(text)
  const raise = RAISE.test(text)
  if (lower !== raise) return lower ? 'down' : 'up'
  if (!lower && UNSIGNED.test(text)) return 'either'
  return undefined
}

/**
 * "release 100 毫秒太短了", "the low shelf corner is a bit high": a parameter judged with no amount is asked
 * how far, naming its value now and the way it would go; a module judged without a parameter is asked which
 * parameter. Undefined unless the request judges a value of exactly one module.
 */
export function judgedValue(text: string, refs: readonly ModuleRef[]): Ask | undefined {
  const judgement = judgementIn(text)
  const [ref] = refs
  if (!judgement || !ref || refs.length > 1 || ref.candidates) return undefined
  const params = moduleDefinition(ref.module.type)?.params ?? []
  const param = paramNamedIn(ref.module, text)
  if (param?.type !== 'number') {
    const candidates = params.filter((p) => p.type === 'number').map((p) => p.key)
    return candidates.length > 0 ? { kind: 'which-param', moduleId: ref.module.id, candidates } : undefined
  }
  return {
    kind: 'how-much',
    moduleId: ref.module.id,
    paramKey: param.key,
    now: valueNow(ref.module, param),
    ...(judgement === 'either' ? {} : { down: judgement === 'down' }),
  }
}
