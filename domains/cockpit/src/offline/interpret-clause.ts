import { asksForProgramme, leftoverNamesForeignObject, usesPartOfForeignObject } from './foreign-objects.ts'
import { MATCHERS, matcherFor } from './matchers/index.ts'
import { type Leftover, leftoversOf, meaningfulWords } from './residual.ts'
import { HIDDEN, Scan } from './scan.ts'
import type { Match, MatchEnv, Matcher, ParsedCall, VehicleStateLike } from './types.ts'

/** How one clause (or part of one) was read: the winning match, or none, and what it left over. */
export interface Reading {
  text: string
  match: Match | null
  /** Where in the clause the match starts, to keep calls in the order they were said. */
  start: number
  leftovers: Leftover[]
  /** Its seat or window was carried over from an earlier clause's place (carry-row.ts). */
  carried?: boolean
}

/** The words a reading did not explain. */
export function unexplainedWords(reading: Reading): string[] {
  return reading.leftovers.map((left) => left.words)
}

// Matches that explain more of the clause win over equally sure ones that explain less.
function rank(match: Match, leftovers: readonly Leftover[]): number {
  const unexplained = leftovers.reduce((sum, left) => sum + left.words.length, 0)
  return match.score * Math.max(0.3, 1 - 0.08 * unexplained)
}

// 别/不要 left unexplained before a command would have the engine carry out what the person asked
// it not to do (别关窗户 → close; 不是二十度 → 20): such a reading makes no call. Matchers that understand a
// negation (别放了 → pause, 别走高速 → no_highway) take its words, so they are not affected.
// 我没说要开窗, 没让你关空调 deny having asked: as much a negation as 不要 (没想到 is surprise).
const NEGATION =
  /(?<![区分特告识级类性])别(?![的人处])|不要|不需要|不想|无需|甭|不许|不准|不必|不用|(?<!是)不是|没有?(?:说|让|叫|要|想)(?!到)/

// A negation closed by 了 says a running thing is no longer wanted (不用加热了, 空调不需要开了).
const NO_LONGER = /(?:不用|不需要|不要|别)[^,]*了$/
const NEGATIONS = new RegExp(NEGATION.source, 'g')
const UNUSED = new RegExp(`[^${HIDDEN}]`)
const OFF: Record<string, string> = {
  turn_on: 'turn_off',
  heating_on: 'heating_off',
  ventilation_on: 'ventilation_off',
  massage_on: 'massage_off',
  defrost_on: 'defrost_off',
}

// Every call switched off, or null when one of them has no off counterpart.
function switchedOff(calls: readonly ParsedCall[]): ParsedCall[] | null {
  const off = calls.map((c) => {
    const action = OFF[String(c.params.action)]
    return action ? { ...c, params: { ...c.params, action } } : null
  })
  return off.every((c) => c !== null) ? off : null
}

// What is left after 的 at the end of the clause (…的负离子, …的游戏): a feature of the device named.
function namesMissingFeature(left: Leftover, clauseLength: number): boolean {
  const atEnd = left.at + left.text.length === clauseLength
  return atEnd && left.text.startsWith('的') && meaningfulWords(left.text).length >= 2
}

// The matcher and its environment are passed apart, not closed over: a clause meets every matcher whose
// gate it passes, and a closure per matcher per clause was garbage for the collector on every request.
function readWith(text: string, matcher: Matcher, env: MatchEnv): Reading | null {
  const scan = new Scan(text)
  const match = matcher.match(scan, env)
  if (!match) return null
  const leftovers = leftoversOf(scan)
  if (match.calls.length > 0 && leftovers.some((left) => NEGATION.test(left.text))) {
    // 座椅不用给我加热了: what is no longer wanted is switched off, not left running.
    // Only when the negation is all that is left over: 方向盘不用加热了 is not about the seat.
    const alone = leftovers.every((left) => meaningfulWords(left.text.replace(NEGATIONS, '')) === '')
    const off = alone && NO_LONGER.test(text) ? switchedOff(match.calls) : null
    if (off) return { text, match: { ...match, calls: off }, start: scan.start, leftovers: [] }
    return { text, match: { calls: [], score: 0.7, kind: 'chat' }, start: scan.start, leftovers: [] }
  }
  // 冰箱温度调低一点 is about the fridge: the AC's reading of 温度调低 must not run instead; 打开空调的
  // 负离子 asks for a feature of the AC that the catalogue lacks, not for the AC.
  const foreign =
    leftoverNamesForeignObject(leftovers) ||
    leftovers.some((left) => namesMissingFeature(left, text.length)) ||
    // Only a reading that left characters over can have left part of a name (a cheap test first).
    (match.calls.length > 0 && UNUSED.test(scan.visible) && usesPartOfForeignObject(text, scan.visible))
  if (match.calls.length > 0 && (foreign || asksForProgramme(match.calls))) {
    return { text, match: { calls: [], score: 0.7, kind: 'unsupported' }, start: scan.start, leftovers: [] }
  }
  return { text, match, start: scan.start, leftovers }
}

/** Reads a clause on its own: every matcher tries, the best-ranked reading wins. */
export function interpretClause(text: string, state: VehicleStateLike): Reading {
  let best: Reading | undefined
  let bestRank = 0
  const env: MatchEnv = { state }
  for (const matcher of MATCHERS) {
    if (matcher.gate && !matcher.gate.test(text)) continue
    const reading = readWith(text, matcher, env)
    if (!reading?.match) continue
    const score = rank(reading.match, reading.leftovers)
    if (score > bestRank) {
      best = reading
      bestRank = score
    }
  }
  // Nothing read it: the whole clause is left over (built only then).
  return best ?? { text, match: null, start: 0, leftovers: [{ text, at: 0, words: text }] }
}

/**
 * Reads a clause that may continue an earlier call (再高一点, 副驾也打开, 26呢): when it does not
 * read well alone, each earlier call, latest first, lends its device to its own matcher.
 */
export function interpretInContext(
  text: string,
  state: VehicleStateLike,
  earlier: readonly ParsedCall[],
): Reading {
  const alone = interpretClause(text, state)
  if (earlier.length === 0 || !isWeak(alone)) return alone
  const aloneRank = alone.match ? rank(alone.match, alone.leftovers) : 0
  for (let i = earlier.length - 1; i >= 0; i--) {
    const prev = earlier[i]!
    const matcher = matcherFor(prev.name)
    if (!matcher) continue
    const group = earlier.filter((call) => call.name === prev.name)
    const reading = readWith(text, matcher, { state, prev, group })
    if (!reading?.match?.calls.length) continue
    // 关闭低速行驶音 after a seat call names a thing of its own: borrowing the seat for its verb
    // would leave that thing unexplained and act on the seat instead.
    if (unexplainedWords(reading).join('').length >= 2) continue
    // On a tie the clause's own reading wins (还是冷 is a complaint, not a continuation).
    if (rank(reading.match, reading.leftovers) <= aloneRank) continue
    const kind = reading.match.kind === 'explicit' ? 'explicit' : 'context'
    return { ...reading, match: { ...reading.match, kind } }
  }
  return alone
}

// Only a clause not understood, or understood as too vague, looks back: one that named its own
// device, small talk, or a feature the catalogue lacks (方向盘加热也打开) stands as read. Small
// talk with words left over (算了 + 不去了) may still be a reply to the previous turn.
function isWeak({ match, leftovers }: Reading): boolean {
  if (!match || match.kind === 'clarify') return true
  if (match.kind === 'chat') return leftovers.length > 0
  return match.kind !== 'unsupported' && match.score < 0.9
}
