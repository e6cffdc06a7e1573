import { gateOf } from '../gate.ts'
import { takeSeats } from '../positions.ts'
import type { Scan } from '../scan.ts'
import type { MatchEnv, Matcher, ParsedCall } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, OUT_OF_RANGE, previousAction } from './match-helpers.ts'
import { takeLevel } from './seat-level.ts'
import { BACKREST, takeMovement } from './seat-movement.ts'

const NAME = 'control_seat'
const TOPIC = /座椅|座位|椅子|坐垫|座垫|(?<![驾])座(?![舱])|\bseats?\b/
// 加热 right after another thing (倒后镜加热, 喷水嘴加热, 挡风加热) heats that thing, not a seat.
// 加热喷水嘴 names the thing heated after the word: that thing, not a seat, either.
const HEATING =
  /(?<!方向盘|后视镜|倒后镜|倒车镜|反光镜|镜子|玻璃|后窗|挡风|喷水嘴|喷嘴|水嘴|脚踏|雨刮)加热(?!方向盘|后视镜|倒后镜|倒车镜|反光镜|镜子|玻璃|后窗|挡风|喷水嘴|喷嘴|水嘴|脚踏|雨刮)|座椅热|暖座|heating|heated|\bheat\b/
// 开窗通风 airs the cabin through the window: the window's reason, not the seat's ventilation.
const VENTILATION = /(?<!方向盘|窗|窗户)通风|吹风|透气|凉风|ventilation|ventilated|\bcool(?:ing)?\b/
// 按摩 is the seat's in this cabin; 腰酸/背疼 with it say why.
const MASSAGE = /按摩|按一按|按按|揉一揉|massage/
const MASSAGE_SETTING = /模式|力度|强度|手法|程序|[一二三四五六七八九\d]挡|档/
const SORE = /(?:腰|背|肩|脖子|颈)(?:部)?(?:有点|好|太|很)?(?:酸|疼|痛|累|僵)(?:了)?/
const HORIZONTAL =
  /(?:往|向|朝)(?:前|后)(?:面)?(?:挪|移|调|推|靠)|(?:往|向|朝)(?:前|后)(?:一点|一些|点|多)|前移|后移|前挪|后挪/
// A level named but not given (调一下挡位) leaves the level to ask for.
const LEVEL_WORD = /挡位|等级|级别|几挡/
const OFF = new RegExp(`${CLOSE}|停止|不用了`)
const ON = new RegExp(OPEN)

type Feature = 'heating' | 'ventilation' | 'massage'

/** Seats: heating and ventilation (on, off, level 1–3) and position changes, for one or more seats. */
export const seatMatcher: Matcher = {
  name: NAME,
  // Read alone, a seat clause names the seat, the backrest, a feature or a horizontal move.
  gate: gateOf(TOPIC, BACKREST, HEATING, VENTILATION, MASSAGE, HORIZONTAL),
  match: (scan, env) => {
    const prevAction = previousAction(env.prev, NAME)
    const seats = takeSeats(scan)
    const topic = scan.take(TOPIC) !== null || scan.has(BACKREST)
    const feature = takeFeature(scan) ?? (topic ? undefined : featureOf(prevAction))
    // 往前/往后 moves nothing but a seat in this cabin, so it needs no seat named.
    const moves = !topic && !feature && scan.has(HORIZONTAL)
    if (!topic && !feature && prevAction === undefined && !moves) return null
    // A heating word alone names the seat (加热 is the seat's); a bare seat name does not.
    const named = topic || moves || (feature !== undefined && !isImplied(prevAction, feature))
    // A massage programme or strength (按摩调到脊柱模式) is beyond the catalogue: say so, run nothing.
    if (feature === 'massage' && scan.has(MASSAGE_SETTING)) {
      scan.mark(0, scan.text.length)
      return { calls: [], score: 0.9, kind: 'unsupported' }
    }
    const action =
      (feature ? featureAction(scan, env, feature, seats, named) : movement(scan, env)) ??
      (prevAction !== undefined && seats.length > 0 ? sameAction(env.prev!) : null)
    if (!action) return named ? clarify() : null
    const targets = seats.length > 0 ? seats : [defaultSeat(env, topic)]
    const calls: ParsedCall[] = targets.map((seat) => call(NAME, { seat, ...action }))
    // A seat named scores highest; continuing a seat call next; a bare 往前 (no seat named) last.
    const score = topic || (named && !moves) ? 0.95 : prevAction !== undefined ? 0.9 : 0.85
    return matched(calls, score, named && prevAction === undefined ? 'explicit' : 'context')
  },
}

// 副驾也是: a seat alone repeats the previous seat action there.
function sameAction(prev: ParsedCall): Record<string, unknown> {
  const { seat: _, ...rest } = prev.params
  return rest
}

// The feature said first: 打开座椅按摩打开座椅通风 is read one feature at a time, in order.
function takeFeature(scan: Scan): Feature | undefined {
  const found: Array<[RegExpExecArray | null, Feature]> = [
    [scan.find(HEATING), 'heating'],
    [scan.find(VENTILATION), 'ventilation'],
    [scan.find(MASSAGE), 'massage'],
  ]
  const first = found
    .filter((entry): entry is [RegExpExecArray, Feature] => entry[0] !== null)
    .sort((a, b) => a[0].index - b[0].index)[0]
  if (!first) return undefined
  scan.mark(first[0].index, first[0].index + first[0][0].length)
  if (first[1] === 'massage') scan.take(SORE)
  return first[1]
}

function featureOf(action: string | undefined): Feature | undefined {
  if (action?.includes('heating')) return 'heating'
  if (action?.includes('ventilation')) return 'ventilation'
  if (action?.includes('massage')) return 'massage'
  return undefined
}

function isImplied(prevAction: string | undefined, feature: Feature): boolean {
  return featureOf(prevAction) === feature
}

// The previous seat when this clause continues a seat call without naming a seat, else the driver's.
function defaultSeat(env: MatchEnv, seatNamed: boolean): string {
  const prevSeat = env.prev?.name === NAME ? env.prev.params.seat : undefined
  return !seatNamed && typeof prevSeat === 'string' ? prevSeat : 'driver'
}

function featureAction(
  scan: Scan,
  env: MatchEnv,
  feature: Feature,
  seats: string[],
  named: boolean,
): Record<string, unknown> | null {
  // Massage has no levels in the catalogue: it is on or off.
  if (feature === 'massage') return switchOnly(scan, named || seats.length > 0)
  const level = takeLevel(scan, env, feature, seats[0] ?? 'driver')
  if (level === OUT_OF_RANGE) return null
  if (level !== null)
    return level === 0 ? { action: `${feature}_off` } : { action: `set_${feature}_level`, level }
  if (scan.has(LEVEL_WORD)) return null
  if (scan.take(OFF)) return { action: `${feature}_off` }
  // Continuing a seat call needs a word of its own (副驾也打开); a bare feature word is a request.
  // A seat said with no verb of its own after a call on the same feature (主驾加热三挡副驾也一样)
  // repeats that call there, level included: switching it merely on would be a wrong value.
  if (!scan.take(ON) && !named) return null
  return { action: `${feature}_on` }
}

function switchOnly(scan: Scan, named: boolean): Record<string, unknown> | null {
  if (scan.take(OFF)) return { action: 'massage_off' }
  if (!scan.take(ON) && !named) return null
  return { action: 'massage_on' }
}

function movement(scan: Scan, env: MatchEnv): Record<string, unknown> | null {
  const prev = env.prev?.name === NAME ? env.prev : undefined
  const adjustment = takeMovement(scan, prev)
  return adjustment ? { action: 'adjust_position', position_adjustment: adjustment } : null
}
