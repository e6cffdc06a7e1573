import { functionDomain } from '../functions/catalogue.ts'
import { cleanDestination, isDivisionName } from '../places/admin-divisions.ts'
import { hasUnsupportedModifier } from './abstain.ts'
import { applyCalls } from './apply-calls.ts'
import { carryRow } from './carry-row.ts'
import { splitSoft, splitStrong } from './clauses.ts'
import { combineCalls } from './combine-calls.ts'
import { confidenceOf } from './confidence.ts'
import { readConfigured } from './config-lexicon.ts'
import { settleCorrections } from './corrections.ts'
import { givesReason, namesDevice } from './device-words.ts'
import { readFollowUp } from './follow-up.ts'
import { FOREIGN_OBJECT, isForeignRequest } from './foreign-objects.ts'
import { hasInjection } from './injection.ts'
import { interpretClause, interpretInContext, type Reading, unexplainedWords } from './interpret-clause.ts'
import { couldChange } from './leftover-weight.ts'
import { namesNoCleanMusic, withoutLocative } from './music-slots.ts'
import { normalize } from './normalize.ts'
import { splitAfterVerbs } from './object-verb.ts'
import { namesSeat } from './positions.ts'
import { protectQuotes, restoreCall, restoreQuotes } from './quotes.ts'
import { readClauses } from './read-clauses.ts'
import { isFiller, meaningfulWords } from './residual.ts'
import { restWithoutBase } from './rest-without-base.ts'
import { asksYesOrNo, speechActOf } from './speech-act.ts'
import type { ParseContext, ParsedCall, ParseResult, VehicleStateLike } from './types.ts'
import { mayNotBeACommand, understoodAct } from './understood-act.ts'
import { hasCommandVerb, SWITCH_VERB } from './verbs.ts'

const AND = /^(?:和|跟|与|and)$/
const THEN = /^(?:再|还要)$/
const STATUS_QUERY = 'query_vehicle_status'
// Spoken commands are short; a long monologue is left to a model rather than mined for keywords.
const MAX_COMMAND_LENGTH = 120
const MAX_RAW_LENGTH = 8 * MAX_COMMAND_LENGTH

/**
 * Parses one utterance into catalogue calls, deterministically and without network:
 * protect titles → normalise → split clauses → read each (alone, else continuing context) →
 * pick up commands run together → combine → score confidence.
 */
export function parseUtterance(text: string, context: ParseContext = {}): ParseResult {
  const previous = context.previousCalls ?? []
  const state = applyCalls(context.state ?? {}, previous)
  // A paste or a monologue this long is no spoken command: not worth normalising to find out.
  if (text.length > MAX_RAW_LENGTH) return noCalls(0.2, [text])
  const { text: guarded, quotes } = protectQuotes(text)
  const normalized = normalize(guarded)
  // Nothing but politeness (谢谢, 好的吧) is surely no command; an empty text says nothing at all.
  if (isFiller(normalized)) return noCalls(normalized === '' ? 0.3 : 0.9, [])
  if (normalized.length > MAX_COMMAND_LENGTH) return noCalls(0.2, [text])
  const result = parseCommands(text, normalized, quotes, context, state, previous)
  // A question or a rule for later is not a reply to the last turn either.
  if (result.calls.length > 0 || result.needsClarification || result.act) return result
  return followUp(normalized, context, state) ?? bareDivision(normalized) ?? result
}

// A division named and nothing else (益阳, 铜梁区那边): probably where to go, but not said; ask, naming it.
function bareDivision(normalized: string): ParseResult | null {
  const place = cleanDestination(normalized)
  if (!isDivisionName(place)) return null
  return { ...noCalls(0.6, []), needsClarification: true, destination: place }
}

// A turn with no call of its own may answer the last question or stop the running task.
function followUp(normalized: string, context: ParseContext, state: VehicleStateLike): ParseResult | null {
  const follow = readFollowUp(normalized, context.previousReply, state, context.previousCalls)
  if (!follow) return null
  if (follow.kind === 'reread') {
    const reread = parseUtterance(follow.text, { ...context, previousReply: undefined })
    return reread.calls.length > 0 ? { ...reread, confidence: Math.min(reread.confidence, 0.9) } : null
  }
  const calls = follow.calls
  return {
    calls,
    domain: calls[0] ? functionDomain(calls[0].name) : 'chat',
    confidence: 0.9,
    needsClarification: false,
    unmatched: [],
  }
}

function parseCommands(
  text: string,
  normalized: string,
  quotes: ReturnType<typeof protectQuotes>['quotes'],
  context: ParseContext,
  state: VehicleStateLike,
  previous: ParsedCall[],
): ParseResult {
  const clauses = splitStrong(normalized)
    .flatMap((piece) => splitSoft(piece, splitCheck(state)))
    .flatMap((clause) => splitAfterVerbs(clause, state))
  const configured = readConfigured(clauses, context.functions ?? [], state)
  const builtIn = carryRow(readClauses(configured.rest, state, previous))
  const readings = configured.readings.length > 0 ? [...builtIn, ...configured.readings] : builtIn
  // Two values for one setting: the later stands after a correction (不对, 我是说); otherwise ask which.
  const combined = settleCorrections(
    combineCalls(readings).map((c) => withoutLocative(restoreCall(c, quotes))),
    normalized,
  )
  if (!combined) return { ...noCalls(0.5, [text]), needsClarification: true }
  const act = speechActOf(normalized)
  // A rule for later (如果下雨就关窗) is not a command for now: the car says it keeps no such rules.
  if (act === 'conditional') return { ...noCalls(0.5, [text]), act }
  // A question is answered by a status query or from the state, never by changing what it asks about.
  const calls = act === 'question' ? combined.filter((c) => c.name === STATUS_QUERY) : combined
  if (act === 'question' && calls.length === 0) return { ...noCalls(0.8, []), act }
  // A singer or title that still holds other words (歌适合跳舞) is not searched for: the car asks which.
  if (calls.some(namesNoCleanMusic)) return { ...noCalls(0.5, [text]), needsClarification: true }
  const notForNow = calls.length > 0 && act === 'command' ? notACommand(normalized, readings, calls) : null
  if (notForNow) return notForNow
  // A timer or a room the car lacks: run nothing rather than the command without it.
  if (calls.length < combined.length || (calls.length > 0 && hasUnsupportedModifier(normalized, calls)))
    return noCalls(0.5, [text])
  // The coverage gate: words left unexplained inside a clause that makes a call may change what it means.
  // A status query changes nothing, so it needs no such care.
  const changes = calls.some((call) => call.name !== STATUS_QUERY)
  const unclear = changes
    ? [
        ...unexplainedInCommands(readings),
        ...seatsNotTaken(readings),
        ...rowsLeftBehind(readings),
        ...stepsUnread(readings, normalized),
        ...devicesUnread(readings),
        ...contradictions(calls, normalized),
        ...restWithoutBase(normalized, calls),
      ]
    : []
  if (unclear.length > 0) return { ...noCalls(0.5, unclear), unexplained: unclear }
  return {
    ...(act === 'question' ? { act } : {}),
    calls,
    domain: calls[0] ? functionDomain(calls[0].name) : 'chat',
    confidence: Math.round(confidenceOf(readings, calls.length) * 100) / 100,
    needsClarification: readings.some((r) => r.match?.kind === 'clarify'),
    unmatched: readings.flatMap(unexplainedWords).map((words) => restoreQuotes(words, quotes)),
  }
}

/**
 * Words an explicit command (a device and what to do with it) left unexplained in its own clause: the car
 * acts only when every word is accounted for, and asks about the rest rather than act on part of it, so
 * a step it cannot do (途经一下超市, 顺便订个外卖) is not silently dropped from a request. Words that only
 * restate the change (提一提, 直接) are accounted for (config/understanding/accounted-words.json). A clause
 * with no call (a reason said beside the command: 我拿个东西) is not the command's words, and a colloquial
 * reading (a complaint, a simile: 热得跟蒸笼似的) reads its few telling words by design.
 */
function unexplainedInCommands(readings: readonly Reading[]): string[] {
  return readings
    .filter((reading) => reading.match?.kind === 'explicit' && reading.match.calls.length > 0)
    .flatMap((reading) =>
      // A word said twice (阅读灯阅读灯，打开) was read once: the repeat adds nothing.
      reading.leftovers
        .filter((left) => !isForeignRequest(left.text))
        .map((left) => left.words)
        .filter((words) => reading.text.split(words).length <= 2),
    )
    .filter((words) => CONTENT.test(words) && couldChange(words.replace(NOT_CONTENT, '')))
}

/** Seats or rows a clause that makes a call names but its call did not take (副驾说有点热 → the AC). */
function seatsNotTaken(readings: readonly Reading[]): string[] {
  return readings
    .filter((reading) => (reading.match?.calls.length ?? 0) > 0)
    .flatMap((reading) => reading.leftovers.filter((left) => namesSeat(left.text)).map((left) => left.words))
}

// Functions whose seat or window, when none is said, is the driver's (the contract's default).
const DRIVER_BY_DEFAULT: Record<string, string> = { control_seat: 'seat', control_window: 'position' }
const DRIVER = /主驾|驾驶(?!员)|司机|我这边|driver/

/**
 * A seat or window said without its own place after a clause that named another row or seat
 * (后排温度调低，座椅通风打开; 副驾车窗打开座椅加热): the driver's by default, or the row just said —
 * people mean both, so the car asks rather than pick one. A row that is or holds the driver's is no question.
 */
function rowsLeftBehind(readings: readonly Reading[]): string[] {
  let rowSaid = false
  // Functions whose row holding the driver's seat was said (前排座椅加热…): the same function said
  // again without a place (…通风打开) continues that row, so the driver's alone would be too little.
  const driverRow = new Set<string>()
  for (const reading of readings) {
    const calls = reading.match?.calls ?? []
    if (calls.length === 0) continue
    const ownPlace = namesSeat(reading.text)
    // A complaint (宝宝说屁股冷) restates the request before it rather than making another.
    const another = reading.match?.kind === 'explicit' && calls.some((call) => call.name in DRIVER_BY_DEFAULT)
    const sameRow = calls.some((call) => driverRow.has(call.name))
    if (!ownPlace && (rowSaid || sameRow) && another && !reading.carried) return [reading.text]
    if (!ownPlace || DRIVER.test(reading.text)) continue
    // A row that holds the driver's seat (前排车窗打开，座椅加热调到一挡) leaves no other row behind.
    if (calls.some(holdsDriver)) for (const call of calls) driverRow.add(call.name)
    else rowSaid = true
  }
  return []
}

function holdsDriver({ params }: ParsedCall): boolean {
  return (
    params.seat === 'driver' ||
    params.position === 'front_left' ||
    params.position === 'all' ||
    params.zone === 'driver' ||
    params.zone === 'all'
  )
}

/**
 * Clauses that name one of the car's devices but that nothing read (…，空调风声太大了): a request
 * about that device the car did not follow, so it runs none of the rest. A thing the catalogue lacks
 * (关闭香氛) was understood and answered as such.
 */
function devicesUnread(readings: readonly Reading[]): string[] {
  return readings
    .filter((reading) => !reading.match || reading.match.kind === 'clarify')
    .filter((reading) => namesDevice(reading.text) && !givesReason(reading.text))
    .map((reading) => reading.text)
}

// Actions that undo each other: both in one request (开窗太吵了，关上吧 read as open, then close)
// means one of them was misread.
const OPPOSITE: Record<string, string> = {
  open: 'close',
  turn_on: 'turn_off',
  heating_on: 'heating_off',
  ventilation_on: 'ventilation_off',
  massage_on: 'massage_off',
  defrost_on: 'defrost_off',
  fold: 'unfold',
}

/** Calls on the same thing that undo each other: the car asks about the request rather than guess. */
function contradictions(calls: readonly ParsedCall[], said: string): string[] {
  for (let i = 0; i < calls.length; i++)
    for (let j = i + 1; j < calls.length; j++) if (undoes(calls[i]!, calls[j]!)) return [said]
  return []
}

function undoes(a: ParsedCall, b: ParsedCall): boolean {
  const [x, y] = [String(a.params.action), String(b.params.action)]
  if (a.name !== b.name || (OPPOSITE[x] !== y && OPPOSITE[y] !== x)) return false
  const keys = new Set([...Object.keys(a.params), ...Object.keys(b.params)])
  keys.delete('action')
  return [...keys].every((key) => a.params[key] === b.params[key])
}

// A step said before or after 然后/接着/再 is part of the request: when nothing reads it, none of the
// request runs (the steps are done in order, or none).
const SEQUENCE_BEFORE = /(?:然后|接着|之后|随后|再)[，,\s]*$/
// 然后呢, (a speaker's pause, 呢 gone in normalising) leads no step.
const SEQUENCE_AFTER = /^[，,\s]*(?:然后|接着|随后|再)(?![，,])/

/**
 * The steps of a request (…然后跳芭蕾, 把音乐关小点然后…) no matcher read: the words the car must ask
 * about. A step before the connective that names a thing the catalogue lacks (播放收音机然后打开空调)
 * was understood, and answered as not supported; the step after it still runs.
 */
function stepsUnread(readings: readonly Reading[], normalized: string): string[] {
  return readings
    .filter(
      (reading) => !reading.match || (reading.match.calls.length === 0 && reading.match.kind !== 'chat'),
    )
    .filter((reading) => {
      const at = normalized.indexOf(reading.text)
      if (at < 0) return false
      if (at > 0 && SEQUENCE_BEFORE.test(normalized.slice(0, at))) return true
      // Before the connective, a short remark (还不够，再大点) is no step: a step says what to do.
      const after = normalized.slice(at + reading.text.length)
      const content = [...meaningfulWords(reading.text).replace(NOT_CONTENT, '')].length
      return reading.match?.kind !== 'unsupported' && content >= MIN_UNEXPLAINED && SEQUENCE_AFTER.test(after)
    })
    .map((reading) => meaningfulWords(reading.text))
    .filter((words) => [...words.replace(NOT_CONTENT, '')].length >= 2)
}

// Before a connective, a remark of fewer characters (还不够，再大点) is no step of its own. The engine
// reads Chinese: English around a command (ignore all previous rules and …) is noise it never acts on.
const MIN_UNEXPLAINED = 3
const CONTENT = /[\u4e00-\u9fff]/
const NOT_CONTENT = /[^\u4e00-\u9fff]/g

/**
 * The shared understanding layer's word on the request as a whole, asked only when the matchers would
 * act: a question about state (现在是内循环吗) is answered from the state, small talk changes nothing,
 * and a request that names another system (手机调成静音, 打开家里的空调) is not the car's to carry out,
 * whatever car words it holds.
 */
function notACommand(
  normalized: string,
  readings: readonly Reading[],
  calls: readonly ParsedCall[],
): ParseResult | null {
  if (!mayNotBeACommand(normalized)) return null
  const heard = understoodAct(normalized)
  const acting = readings.filter((reading) => (reading.match?.calls.length ?? 0) > 0)
  if (acting.some((reading) => heard.otherSystems.some((word) => reading.text.includes(word))))
    return noCalls(0.5, [normalized])
  // Asking where or how far is what navigation and status calls answer; only a change is held back.
  if (calls.every((call) => INFORMING.has(call.name))) return null
  if (heard.act === 'question' && !heard.acts && asksYesOrNo(normalized))
    return { ...noCalls(0.8, []), act: 'question' }
  if (heard.act === 'social' && heard.social === 'chitchat') return noCalls(0.9, [])
  return null
}

const INFORMING = new Set([STATUS_QUERY, 'control_navigation'])

function noCalls(confidence: number, unmatched: string[]): ParseResult {
  return { calls: [], domain: 'chat', confidence, needsClarification: false, unmatched }
}

// A soft split stands when both sides read as commands on their own; a side without a verb
// borrows the other's (打开空调和座椅加热, 空调和车窗都关了).
function splitCheck(state: VehicleStateLike) {
  return (left: string, right: string, connector: string): [string, string] | null => {
    // Before a second switch verb (关上主驾车窗|打开副驾车窗) only when the left has its own verb and
    // the right names its own device: 主驾车窗打开一半 is one command with its verb after the window.
    if (connector === '' && VERB_FIRST.test(right) && !secondCommand(left, right, state)) {
      return ownVerbs(left, right, state) ? [left, right] : null
    }
    // Only before a new verb or 导航: elsewhere the right side starts with no request of its own.
    if (connector === '' && NEW_REQUEST.test(right) && unsupportedBefore(left, right, state))
      return [left, right]
    let [l, r] = [left, right]
    const lVerb = SWITCH_VERB.exec(l)?.[0]
    const rVerb = SWITCH_VERB.exec(r)?.[0]
    // An instruction about the rules (ignore previous instructions and …) borrows no verb, and nor
    // does a thing said before 再 (窗户再关小一点 is one request: the window, a bit more closed).
    if (!hasCommandVerb(l) && rVerb && !hasInjection(l) && !THEN.test(connector)) l = `${l}${rVerb}`
    // A side that only says "the same" (副驾也是, 右后也一样) repeats the left's whole call, level
    // included; borrowing the left's bare verb (开) would switch the thing merely on.
    if (!hasCommandVerb(r) && lVerb && !SAME_AGAIN.test(r)) r = `${lVerb}${r}`
    // After 和, 都 refers to both things joined, not to every window.
    if (AND.test(connector)) r = r.replace(/都|全都/, '')
    const leftCalls = interpretClause(l, state).match?.calls ?? []
    // Before a device named right after a setting, only another device starts a command of its own
    // (风量最大|座椅通风三挡): the same device's settings (全部温度二十度风量三挡) are one request, and
    // what the clause names (全部) stays on all of them.
    if (connector === '' && DEVICE_FIRST.test(right) && sameFunction(leftCalls, r, state)) return null
    // The right side may continue the left's device (…副驾开一挡), as a later clause would.
    return leftCalls.length > 0 && readsAsCommand(r, state, leftCalls) ? [l, r] : null
  }
}

const SAME_AGAIN = /也(?:是|一样|要|照样|同样)|同样|一样|照此|呢$/

const DEVICE_FIRST =
  /^(?:空调|座椅|车窗|窗户|天窗|遮阳帘|音量|声音|温度|风量|风速|氛围灯|阅读灯|屏幕|后视镜|雨刮|后备箱)/

function sameFunction(left: readonly ParsedCall[], right: string, state: VehicleStateLike): boolean {
  const names = new Set(left.map((call) => call.name))
  return (interpretClause(right, state).match?.calls ?? []).some((call) => names.has(call.name))
}

const VERB_FIRST = new RegExp(`^(?:${SWITCH_VERB.source}|把)`)
// 降下/升起 raise and lower a window: a verb of its own, like the switch verbs.
const NEW_REQUEST = new RegExp(`^(?:${SWITCH_VERB.source}|导航|降下|升起|摇下|摇上)`)

// The right side first: it is the short one that most often fails (座椅加热|关掉), and then the
// left needs no reading.
function secondCommand(left: string, right: string, state: VehicleStateLike): boolean {
  if ((interpretClause(right, state).match?.calls.length ?? 0) === 0) return false
  return SWITCH_VERB.test(left) || (interpretClause(left, state).match?.calls.length ?? 0) > 0
}

// 打开座椅通风|关闭低速行驶音: two verb-first commands, the second about something the catalogue lacks.
// Its verb still is not the first object's (read whole, the seat would switch its ventilation off).
// 温度调到二十二度|关闭香氛: after a command said object first, a verb-first request for a thing the
// catalogue lacks is a request of its own too; apart, the command runs and the other is answered as
// not supported (the partly-out-of-scope convention), instead of the whole being asked about.
function ownVerbs(left: string, right: string, state: VehicleStateLike): boolean {
  if (meaningfulWords(right.replace(VERB_FIRST, '')).length < 2) return false
  const foreign = () =>
    FOREIGN_OBJECT.test(right) && interpretClause(right, state).match?.kind === 'unsupported'
  if (!VERB_FIRST.test(left) && !foreign()) return false
  return (interpretClause(left, state).match?.calls.length ?? 0) > 0
}

// 关闭低速提示音|导航去公司: a verb-first request for something the catalogue lacks, then a command of
// its own. Read whole, the first would swallow the second; apart, the second runs and the first is
// answered as not supported.
function unsupportedBefore(left: string, right: string, state: VehicleStateLike): boolean {
  // Only a switch verb: 把视频声音关小 says its verb after the object, which may belong to the next clause.
  const verb = SWITCH_VERB.exec(left)
  if (verb?.index !== 0 || meaningfulWords(left.slice(verb[0].length)).length < 2) return false
  if ((interpretClause(left, state).match?.calls.length ?? 0) > 0) return false
  // The second must be one command read whole, up to the next verb-first request if one follows
  // (…关闭空调降下前排车窗): that one is split off in turn, with its own verb.
  const own = NEXT_REQUEST.exec(right)?.[0].length ?? 1
  const next = NEXT_REQUEST.exec(right.slice(own))
  const head = next ? right.slice(0, own + next.index) : right
  const second = interpretClause(head, state)
  return (second.match?.calls.length ?? 0) > 0 && second.match!.score >= 0.9 && second.leftovers.length === 0
}

const NEXT_REQUEST = new RegExp(`(?:${SWITCH_VERB.source}|导航|降下|升起|摇下|摇上)`)

function readsAsCommand(text: string, state: VehicleStateLike, earlier: ParsedCall[]): boolean {
  return (interpretInContext(text, state, earlier).match?.calls.length ?? 0) > 0
}
