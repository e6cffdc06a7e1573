import { takeSwitchAdjacent } from '../adjacent-verb.ts'
import { FOR_AIR } from '../airing.ts'
import { gateOf } from '../gate.ts'
import { parseNumber, takePercent, VALUE } from '../numbers.ts'
import { takeWindowPositions } from '../positions.ts'
import type { Scan } from '../scan.ts'
import type { MatchEnv, Matcher, ParsedCall } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, OUT_OF_RANGE, previousAction } from './match-helpers.ts'

const NAME = 'control_window'
// 天窗 (sunroof) is not a window the catalogue controls.
// 前车窗雨刮 is where the wiper is (雨刷器 reads 雨刮 by slips.ts): the wiper's, not the window's.
const TOPIC = /(?:车窗(?:户|玻璃)?|窗户|窗子|(?<!天)窗)(?!帘|雨刮)|windows?\b/
// 全开 is "fully open" (conventions), not "all windows"; 都, or 全 before another window verb
// (全关, 全摇下来), without a position is every window.
const ALL_WORDS = /全都|都|统统|全(?!开)(?=[关降升摇放打落合拉])/
// A small opening (开条缝, 摇下来一点, 稍微降一点) is a crack: 20 % by the conventions.
const LOWERING = '(?:往下|向下)?(?:打开|开|摇下|降下|放下|落下|拉下|摇|降|放|落)(?:来|去)?'
const CRACK = new RegExp(
  `开(?:一|个|条)?(?:条|个)?(?:缝|小缝|缝隙)|开?一丝丝?|留(?:一)?条缝|透(?:个|条)?缝|` +
    `${LOWERING}(?:一点点?|一丝丝?|点)|(?:稍微|稍稍|微微)${LOWERING}(?:一点点?|点)?|开(?:一)?(?:小|些)(?:点)?`,
)
const FULL_OPEN =
  /全开|全部打开|完全打开|开到底|开满|打开到最大|开到最大|彻底打开|(?:打)?开(?:到)?全部|(?:降|摇|放)到(?:底|最低)/
const FULL_CLOSE = /关到底|关严|关紧|全关|(?:升|摇)到(?:顶|最高)/
// No action opens "more": 开大一点 steps the open share up from where it is (or was just set).
const WIDER = /(?:再)?开大|再开|多开|开多/
const NARROWER = /关小|关上一?点|关一点|升一点|摇上一?点/
const STEP = 20
const AMOUNT = new RegExp(
  `(?:开到|打开到|调到|降到|降下|放到|开|打开|摇下|关到|关|升到|设为|到)?\\s*(${VALUE})(?![度挡])`,
)
const OPEN_WORD = new RegExp(`摇下|降下|放下|落下|拉开|打开|开启|${OPEN}|降`)
const CLOSE_WORD = new RegExp(`摇上|摇起|升上|升起|合上|关上|关闭|${CLOSE}|升|关`)
const SWITCH = { off: CLOSE_WORD.source, on: OPEN_WORD.source }
const CLOSE_FIRST = new RegExp(`^[^开]*?(?:摇上|摇起|升上|升起|合上|${CLOSE})`)

/** Windows: open, close, or a proportion (一半, 30%, 开条缝 = 20), for one or more positions. */
export const windowMatcher: Matcher = {
  name: NAME,
  // Read alone, a window clause names the window.
  gate: gateOf(TOPIC),
  match: (scan, env) => {
    const implied = previousAction(env.prev, NAME)
    const word = scan.take(TOPIC)
    const topic = word !== null
    if (!topic && implied === undefined) return null
    let positions = takeWindowPositions(scan)
    if (positions.length === 0 && scan.take(ALL_WORDS)) positions = ['all']
    if (!topic) positions = sideInRow(positions, rowOf(env.group ?? []))
    const action =
      takeAction(scan, implied, openShare(env, positions), word, implied !== undefined && !topic) ??
      (implied && positions.length > 0 ? sameAction(env.prev!) : null)
    // 开到150 cannot be done: ask back rather than open fully.
    if (action === OUT_OF_RANGE) return clarify(0.7)
    if (!action) return topic ? clarify() : null
    // Continuing (后排车窗打开，再开一点): every window the continued clause moved, not only its last.
    if (positions.length === 0)
      positions = topic ? ['front_left'] : (env.group ?? [env.prev!]).map((c) => String(c.params.position))
    // 开窗通风: the air is why the window opens, not a second request for the seats or the AC.
    if (action.action !== 'close') scan.take(FOR_AIR)
    const calls: ParsedCall[] = positions.map((position) => call(NAME, { position, ...action }))
    return matched(calls, topic ? 0.95 : 0.9, topic ? 'explicit' : 'context')
  },
}

// 后排左边车窗打开，右边也打开: a side said alone, continuing windows of one row, is that row's
// window on the other side, not both windows of that side.
function sideInRow(positions: string[], row: string | undefined): string[] {
  if (positions.length !== 2 || row === undefined) return positions
  const [a, b] = positions.map((p) => p.split('_')) as [string[], string[]]
  const oneSide = a[1] === b[1] && a[0] !== b[0]
  return oneSide ? positions.filter((p) => p.startsWith(`${row}_`)) : positions
}

// The row every window of the continued calls is in, if they share one.
function rowOf(calls: readonly ParsedCall[]): string | undefined {
  const rows = new Set(calls.map((c) => String(c.params.position).split('_')[0]))
  const [row] = rows
  return rows.size === 1 && (row === 'front' || row === 'rear') ? row : undefined
}

type WindowAction = { action: string; open_percentage?: number }

const STATE_KEY: Record<string, string> = {
  front_left: 'frontLeft',
  front_right: 'frontRight',
  rear_left: 'rearLeft',
  rear_right: 'rearRight',
}

// How far the (first) window is open now: the previous call's value, else the live state.
function openShare(env: MatchEnv, positions: string[]): number {
  const prev = env.prev?.name === NAME ? env.prev.params : undefined
  if (prev && typeof prev.open_percentage === 'number') return prev.open_percentage
  if (prev?.action === 'open') return 100
  const windows = env.state.windows as Record<string, number> | undefined
  return windows?.[STATE_KEY[positions[0] ?? 'front_left'] ?? 'frontLeft'] ?? 0
}

// 右后也是 / 副驾呢: a position alone repeats the previous window action there.
function sameAction(prev: ParsedCall): WindowAction {
  const { position: _, ...rest } = prev.params
  return rest as WindowAction
}

function takeAction(
  scan: Scan,
  implied: string | undefined,
  current: number,
  word: RegExpExecArray | null,
  continuing: boolean,
): WindowAction | typeof OUT_OF_RANGE | null {
  if (scan.take(FULL_OPEN)) return { action: 'open' }
  if (scan.take(FULL_CLOSE)) return { action: 'close' }
  if (scan.take(WIDER)) return step(Math.min(100, current + STEP))
  if (scan.take(NARROWER)) return step(Math.max(0, current - STEP))
  const percent = takePercent(scan)
  if (percent !== null && percent > 100) return OUT_OF_RANGE
  if (percent !== null) return proportion(scan, percent)
  // After a window call with no window named (…再开一点), a little more is a step up from where it is,
  // not a crack: the window is already open.
  const crack = scan.take(CRACK)
  if (crack) {
    return continuing && !crack[0].includes('缝')
      ? step(Math.min(100, current + STEP))
      : { action: 'set_position', open_percentage: 20 }
  }
  const amount = scan.find(AMOUNT)
  if (amount && (amount[0].length > amount[1]!.length || implied === 'set_position')) {
    const value = parseNumber(amount[1]!)
    if (value !== null) {
      scan.mark(amount.index, amount.index + amount[0].length)
      return value > 100 ? OUT_OF_RANGE : { action: 'set_position', open_percentage: value }
    }
  }
  // The verb beside the window wins: 开下内循环关闭所有车窗 closes the windows.
  const beside =
    word && takeSwitchAdjacent(scan, { start: word.index, end: word.index + word[0].length }, SWITCH)
  if (beside) return { action: beside === 'off' ? 'close' : 'open' }
  const closeFirst = scan.has(CLOSE_FIRST)
  if (closeFirst && scan.take(CLOSE_WORD)) return { action: 'close' }
  if (scan.take(OPEN_WORD)) return { action: 'open' }
  if (scan.take(CLOSE_WORD)) return { action: 'close' }
  return null
}

function step(percentage: number): WindowAction {
  if (percentage >= 100) return { action: 'open' }
  return percentage <= 0 ? { action: 'close' } : { action: 'set_position', open_percentage: percentage }
}

// 关一半 leaves the window half open as well: a proportion is always the open share.
function proportion(scan: Scan, percent: number): WindowAction | null {
  if (percent < 0 || percent > 100) return null
  scan.take(/开到|打开|开|关到|关|调到|降到|降|到|摇下/)
  return { action: 'set_position', open_percentage: percent }
}
