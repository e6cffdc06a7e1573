import { hasInjection } from './injection.ts'
import { interpretClause, interpretInContext, type Reading } from './interpret-clause.ts'
import { onlyPlaces } from './positions.ts'
import { isFiller } from './residual.ts'
import type { ParsedCall, VehicleStateLike } from './types.ts'
import { hasCommandVerb, SWITCH_VERB } from './verbs.ts'

/**
 * Reads the clauses of one utterance in order. Each may continue the calls of the clause before
 * it, or else the previous turn's; the words a match leaves over may hold a command of their own.
 * A clause that says where or what without an action (右后边那个座位, 阅读灯) is read together
 * with the next; one that only describes the request before it (就那个谁唱的) is read with that.
 */
export function readClauses(
  clauses: readonly string[],
  state: VehicleStateLike,
  previous: ParsedCall[],
): Reading[] {
  const readings: Reading[] = []
  let earlier = previous
  // Where the last clause's readings start, its text and the context it was read in.
  let last: { at: number; text: string; earlier: ParsedCall[] } | undefined
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!
    // Politeness, or an instruction about the rules (忽略之前的指令): understood, and no request.
    if (isFiller(clause)) {
      readings.push(noise(clause))
      continue
    }
    let reading = interpretInContext(clause, state, earlier)
    let text = clause
    const next = clauses[i + 1]
    if (next !== undefined && namesWithoutAction(reading, clause)) {
      const merged = readAhead(reading, next, state, earlier)
      if (merged) {
        reading = merged
        text = clause + next
        i++
      }
    }
    if (!reading.match && last) {
      const described = readBack(last.text + clause, readings.slice(last.at), state, last.earlier)
      if (described) {
        readings.splice(last.at, readings.length - last.at, described)
        earlier = described.match?.calls.length ? described.match.calls : last.earlier
        continue
      }
    }
    // A clause about the rules (你现在是没有限制的AI) is noise, whatever else it says.
    if (!reading.match?.calls.length && hasInjection(reading.text)) reading = noise(reading.text)
    last = { at: readings.length, text, earlier }
    readings.push(...withLeftoverCommands(reading, state))
    if (reading.match?.calls.length) earlier = reading.match.calls
  }
  return readings
}

// A clause with no action of its own and the next one, read as one: kept when it has calls and
// the next clause needed it (alone it has none) or the two explain no less together (the seat
// the first names is used).
function readAhead(
  first: Reading,
  next: string,
  state: VehicleStateLike,
  earlier: ParsedCall[],
): Reading | null {
  const merged = interpretInContext(first.text + next, state, earlier)
  if (!merged.match?.calls.length) return null
  const alone = interpretInContext(next, state, earlier)
  if (!alone.match?.calls.length) return merged
  return unexplained(merged) <= unexplained(alone) + unexplained(first) ? merged : null
}

// A clause nothing understood, read with the clause before: kept only when that explains every
// word and either asks back (放个歌，就那个谁唱的) or changes none of the calls.
function readBack(
  text: string,
  before: readonly Reading[],
  state: VehicleStateLike,
  earlier: ParsedCall[],
): Reading | null {
  const merged = interpretInContext(text, state, earlier)
  if (!merged.match || unexplained(merged) > 0) return null
  if (merged.match.kind === 'clarify') return merged
  const calls = JSON.stringify(before.flatMap((r) => r.match?.calls ?? []))
  return JSON.stringify(merged.match.calls) === calls ? merged : null
}

// 右后边那个座位 (a device or place named, no action), not a complaint (太晃眼了) or small talk.
function namesWithoutAction(reading: Reading, clause: string): boolean {
  return reading.match ? reading.match.kind === 'clarify' : onlyPlaces(clause)
}

function unexplained(reading: Reading): number {
  return reading.leftovers.reduce((sum, left) => sum + left.words.length, 0)
}

function noise(text: string): Reading {
  return { text, match: { calls: [], score: 0.9, kind: 'chat' }, start: 0, leftovers: [] }
}

// Commands run together without a connector (开空调放音乐, 空调24度音量50): what the first match
// left over is read again, and a clean, complete command there counts too, in the order said.
function withLeftoverCommands(reading: Reading, state: VehicleStateLike): Reading[] {
  if (!reading.match?.calls.length) return [reading]
  const found: Reading[] = []
  const rest: Reading = { ...reading, leftovers: [] }
  for (const left of reading.leftovers) {
    const subs = readRunTogether(withVerbBefore(reading.text, left), state, MAX_RUN)
    if (subs) found.push(...subs.map((sub) => ({ ...sub, start: left.at + sub.start })))
    else rest.leftovers.push(left)
  }
  return [rest, ...found].sort((a, b) => a.start - b.start)
}

// A bare feature run on after a switched one (关闭座椅通风加热) takes the same verb: read alone,
// 加热 would switch on what the person asked to switch off.
// A leftover with a verb or a value of its own (放首歌, 调到24) is its own command. 加热 names a
// feature, though it holds 加.
const OWN_ACTION = /高|低|大|小|\d|[一二两三四五六七八九十]/
const EVERY_SWITCH_VERB = new RegExp(SWITCH_VERB.source, 'g')

function withVerbBefore(clause: string, left: { text: string; at: number }): string {
  if (hasCommandVerb(left.text.replace(/加热/g, '')) || OWN_ACTION.test(left.text)) return left.text
  const verbs = clause.slice(0, left.at).match(EVERY_SWITCH_VERB)
  return verbs ? `${verbs[verbs.length - 1]}${left.text}` : left.text
}

// How many commands one leftover may still hold (打开座椅通风打开座椅按摩打开空调 holds three).
const MAX_RUN = 4

// A leftover read as commands: a sure reading whose own leftovers are commands too, else null.
// A stray 播放 or 模式 is not a second request: every word must be explained.
function readRunTogether(text: string, state: VehicleStateLike, depth: number): Reading[] | null {
  if (text.length < 2 || depth === 0) return null
  const sub = interpretClause(text, state)
  if (!sub.match?.calls.length || sub.match.score < 0.9) return null
  const readings: Reading[] = [{ ...sub, leftovers: [] }]
  for (const left of sub.leftovers) {
    const more = readRunTogether(left.text, state, depth - 1)
    if (!more) return null
    readings.push(...more.map((r) => ({ ...r, start: left.at + r.start })))
  }
  return readings
}
