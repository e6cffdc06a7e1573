import type { CanvasSnapshot } from '../graph/canvas.ts'
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
  // "Add … and connect them": the add verb is already there; the connect word now joins what it added.
  const hasAdd = verbs.some((token) => token.kind === 'verb' && token.verb === 'add')
  if (hasAdd) return tokens
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
