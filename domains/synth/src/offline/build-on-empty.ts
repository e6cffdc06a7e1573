import type { CanvasSnapshot } from '../graph/canvas.ts'
import { portsOf } from '../graph/ports.ts'
import type { Token } from './tokens.ts'
import building from './vocabulary/building.json' with { type: 'json' }

const IMPLIED_SOURCE: Readonly<Record<string, string | undefined>> = building.impliedSource.byParameter

/**
 * On an empty canvas, modules named in a chain ("an oscillator going into a speaker", 一个振荡器接扬声器,
 * "connect the keyboard to a poly synth") can only be meant as new: the sentence reads as adding them, the
 * connect words as "feeds". Any other verb (set, delete…) keeps the sentence as it is, and it is asked.
 */
export function asBuildOnEmpty(said: readonly Token[], canvas: CanvasSnapshot): readonly Token[] {
  if (canvas.nodes.length > 0) return said
  const tokens = withImpliedSource(said)
  if (!tokens.some((token) => token.kind === 'module')) return tokens
  const verbs = tokens.filter((token) => token.kind === 'verb')
  if (verbs.some((token) => token.kind === 'verb' && token.verb !== 'connect' && token.verb !== 'add'))
    return tokens
  const chained = verbs.length > 0 || tokens.some((token) => token.kind === 'role' && token.role === 'to')
  if (!chained) return tokens
  // The add goes where the clause with the first module starts (从零开始，一个振荡器接扬声器).
  const firstModule = tokens.findIndex((token) => token.kind === 'module')
  const lastBreak = tokens.slice(0, firstModule).findLastIndex((token) => token.kind === 'break')
  const start = tokens[lastBreak + 1]!
  const rewritten = tokens.map(
    (token): Token =>
      token.kind === 'verb' && token.verb === 'connect'
        ? { kind: 'role', role: 'to', at: token.at, end: token.end, text: token.text }
        : token,
  )
  // "Add … and connect them": the add verb is already there; the connect word now joins what it added. One
  // that names a module after it (加个振荡器接到扬声器) names a new one too: it feeds it.
  const hasAdd = verbs.some((token) => token.kind === 'verb' && token.verb === 'add')
  // "…and route it to the output": the feeds word is said already, so the connect word is dropped.
  if (hasAdd)
    return tokens.flatMap((token, index) => {
      if (!namesNext(tokens, index)) return [token]
      return saysTo(tokens, index) ? [] : [rewritten[index]!]
    })
  const add: Token = { kind: 'verb', verb: 'add', at: start.at, end: start.at, text: '' }
  return [...rewritten.slice(0, lastBreak + 1), add, ...rewritten.slice(lastBreak + 1)]
}

/**
 * "A square wave at 110 Hz into the speakers": a value said before any module, on an empty canvas, names the
 * module it implies (building.json impliedSource); the module goes right after the value's words.
 */
function withImpliedSource(tokens: readonly Token[]): readonly Token[] {
  const firstModule = tokens.findIndex((token) => token.kind === 'module')
  const before = firstModule < 0 ? tokens : tokens.slice(0, firstModule)
  const index = before.findIndex((token) => token.kind === 'value' && IMPLIED_SOURCE[token.parameter])
  if (index < 0) return tokens
  // "A square wave LFO", 锯齿波振荡器: the value describes the module that follows it, unless a feeds word
  // comes first (a square wave into the speakers).
  const feeds = before
    .slice(index)
    .some(
      (token) =>
        (token.kind === 'role' && token.role === 'to') || (token.kind === 'verb' && token.verb === 'connect'),
    )
  // With no module to feed, nothing says where the sound goes: left as said (and asked).
  if (firstModule < 0 || !feeds) return tokens
  const value = before[index]!
  const type = value.kind === 'value' ? IMPLIED_SOURCE[value.parameter]! : ''
  // The value's own parameter word (a square wave) stays with it.
  const after = tokens[index + 1]?.kind === 'param' ? index + 2 : index + 1
  const source: Token = { kind: 'module', types: [type], at: value.end, end: value.end, text: '' }
  return [...tokens.slice(0, after), source, ...tokens.slice(after)]
}

/**
 * A connect word whose next word other than a small role word (it, to) is a module not named before it, one
 * that ends a chain (has no outputs).
 */
function namesNext(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!
  if (token.kind !== 'verb' || token.verb !== 'connect') return false
  const named = tokens.slice(index + 1).find((next) => next.kind !== 'role')
  // Only an end of the chain (the speaker) completes a patch; 连到均衡器 on an empty canvas is asked.
  if (named?.kind !== 'module' || !named.types.every((type) => portsOf(type, 'output').length === 0))
    return false
  // "Add a sequencer and an oscillator and connect the sequencer to the oscillator" joins what it added.
  return !tokens
    .slice(0, index)
    .some((before) => before.kind === 'module' && before.types.some((type) => named.types.includes(type)))
}

/** A "to" word between the connect word at `index` and the module it names. */
function saysTo(tokens: readonly Token[], index: number): boolean {
  const module = tokens.findIndex((next, at) => at > index && next.kind === 'module')
  return tokens.slice(index + 1, module).some((next) => next.kind === 'role' && next.role === 'to')
}
