import { GROW, LOWER, RAISE, SHRINK } from '../directions.ts'
import { gateOf } from '../gate.ts'
import { INTENSIFIER } from '../intensity.ts'
import { NUM, parseNumber, VALUE } from '../numbers.ts'
import type { Scan } from '../scan.ts'
import type { ParsedCall } from '../types.ts'
import { call, OUT_OF_RANGE } from './match-helpers.ts'

// 风 alone is the fan only where it is not part of 通风, 挡风玻璃, 吹风, 冷风/暖风 (modes) or 风格.
// 风力等级, 风量大小: the level's name said after the fan is the fan still.
const FAN =
  '(?:(?:风速|风量|风力)(?:等级|级别|大小)?|风扇|出风量?|fan speed|fan|(?<![通挡吹冷暖热兜])风(?![格景险挡]))'
const LEVEL = '(?:挡|级|level)'
const SET_VERB =
  '(?:调到|调至|调成|调为|设为|设置为|设置成|设置到|设定为|设定到|设定成|设置|设定|设到|设成|开到|开成|打到|降到|升到|减到|加到|提到|开|调|到|为|成|在)'
const SET = new RegExp(
  `${FAN}(?:的)?${SET_VERB}?\\s*(${VALUE})\\s*${LEVEL}?|(${NUM})\\s*${LEVEL}(?:的)?${FAN}`,
)
const LEVEL_ONLY = new RegExp(`${SET_VERB}?\\s*(${NUM})\\s*${LEVEL}`)
const BARE = new RegExp(`${SET_VERB}?\\s*(${VALUE})(?![度%])`)
const BY_AMOUNT = new RegExp(
  `(?:(调大|调高|加大|增大|开大|加)|调小|调低|减小|降低|开小|减)\\s*(${VALUE})\\s*${LEVEL}`,
)
const MAX = new RegExp(
  `${FAN}(?:${SET_VERB})?(?:最大|最高|最强|最猛|max)(?:挡位?|档位?)?|(?:最大|最高|最强)(?:的)?${FAN}|${FAN}开满|满${FAN}`,
)
// 中挡/中速: the middle of the fan's seven levels.
const MIDDLE_LEVEL = 4
const MIDDLE = new RegExp(`${FAN}(?:${SET_VERB})?\\s*中(?:挡|档|速|等)(?:位)?|中(?:挡|档|速)(?:的)?${FAN}`)
const MIN = new RegExp(`${FAN}(?:${SET_VERB})?(?:最小|最低|最弱|min)|(?:最小|最低|最弱)(?:的)?${FAN}`)
const UP = `(?:加强|${GROW}|${RAISE}|强|猛|up)`
const DOWN = `(?:减弱|${SHRINK}|${LOWER}|弱|down)`
// 风太大了 is a complaint (turn it down); 风大一点 is a request (turn it up).
// Wind that hurts (吹得头疼, 风吹得脸疼) is too much wind, as 风太大了 is.
const COMPLAINT = new RegExp(
  `${FAN}(?:也|还是)?(?:吹得)?${INTENSIFIER}+(?:(大|猛|强)|小|弱)了?|(?:风|空调)?吹得(?:我)?(?:头|脸|眼睛?|脑瓜子?|脑袋)?(疼|痛|难受|受不了|发干)|` +
    // 风大了点: "a bit too much" is a complaint as well.
    `${FAN}(?:(大|猛|强)|小|弱)了(?:一)?(?:点|些)|` +
    // No wind at all (一点风都没有, 空调没风) is too little.
    `(?:一点|一丝)${FAN}?(?:都|也)没有?|${FAN}(?:一点|一丝)?(?:都|也)?没有|(?:空调|出风口)?没(?:有|啥|什么)?风|` +
    // 风小得可怜, 风大得要命: a degree complement after the state.
    `${FAN}(?:(大|猛|强)|小|弱)得(?:要命|不行|可怜|厉害|很|过分)`,
)
const ADJUST = new RegExp(
  `${FAN}(?:再)?(?:给我)?(?:(${UP})|${DOWN})|(?:(${UP})|${DOWN})(?:一点|点)?(?:的)?${FAN}`,
)
const AC_ADJUST = /(?:开|调|关)(?:(大|强)|小|弱)/
const BARE_EXTREME = /^(?:调到|开到|调|开)?最(?:(大|高|强)|小|低|弱)$/
const IMPLIED = new RegExp(`(${UP})|${DOWN}`)

const NAME = 'control_ac'

/** Read alone, a fan request names the fan (风, fan) or complains of the wind (吹得头疼). */
export const FAN_GATE = gateOf(FAN, COMPLAINT)

/**
 * Reads a fan request: a level (风速3挡), the extremes (风最大 = 7), or a direction. `acTopic` says
 * the clause named the AC (空调开大点 is the fan); `prevAction` is the previous AC action, if any.
 */
const FAN_WORD = new RegExp(FAN)

export function takeFan(
  scan: Scan,
  acTopic: boolean,
  prevAction?: string,
  current = 3,
): ParsedCall | typeof OUT_OF_RANGE | null {
  if (scan.take(MAX)) return set(7)
  if (scan.take(MIN)) return set(1)
  if (scan.take(MIDDLE)) return set(MIDDLE_LEVEL)
  // 风速调大两挡 counts from the live fan speed, as 调高两度 does for temperature.
  const by = scan.has(FAN_WORD) || prevAction !== undefined ? scan.find(BY_AMOUNT) : null
  const amount = by ? parseNumber(by[2]!) : null
  if (by && amount !== null) {
    scan.mark(by.index, by.index + by[0].length)
    scan.take(FAN_WORD)
    return set(Math.min(7, Math.max(1, current + (by[1] ? amount : -amount))))
  }
  const level = takeLevel(scan, SET) ?? (acTopic ? takeLevel(scan, LEVEL_ONLY) : null)
  if (level === OUT_OF_RANGE) return OUT_OF_RANGE
  if (level !== null) return set(level)
  const complaint = scan.take(COMPLAINT)
  if (complaint) return adjust(complaint[1] || complaint[2] || complaint[3] || complaint[4] ? 'down' : 'up')
  const direction = scan.take(ADJUST)
  if (direction) return adjust(direction[1] || direction[2] ? 'up' : 'down')
  if (acTopic) {
    const vague = scan.take(AC_ADJUST)
    if (vague) return adjust(vague[1] ? 'up' : 'down')
  }
  if (prevAction === 'adjust_fan_speed' || prevAction === 'set_fan_speed') {
    // 最大/最小 alone, after a fan setting, are the fan's extremes.
    const extreme = scan.take(BARE_EXTREME)
    if (extreme) return set(extreme[1] ? 7 : 1)
    const bare = takeLevel(scan, LEVEL_ONLY) ?? takeLevel(scan, BARE)
    if (bare === OUT_OF_RANGE) return OUT_OF_RANGE
    if (bare !== null) return set(bare)
    const implied = scan.take(IMPLIED)
    if (implied) return adjust(implied[1] ? 'up' : 'down')
  }
  return null
}

// A level with its unit (8挡) that is out of range is still a fan request, one that cannot be done.
function takeLevel(scan: Scan, re: RegExp): number | typeof OUT_OF_RANGE | null {
  const m = scan.find(re)
  if (!m) return null
  const value = parseNumber(m[1] ?? m[2] ?? '')
  if (value === null) return null
  const valid = value >= 1 && value <= 7 && Number.isInteger(value)
  if (!valid && !/[挡级]/.test(m[0])) return null
  scan.mark(m.index, m.index + m[0].length)
  return valid ? value : OUT_OF_RANGE
}

function set(level: number): ParsedCall {
  return call(NAME, { action: 'set_fan_speed', fan_speed: level })
}

function adjust(direction: 'up' | 'down'): ParsedCall {
  return call(NAME, { action: 'adjust_fan_speed', direction })
}
