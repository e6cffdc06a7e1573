import { BEFORE_AMOUNT, LOWER, RAISE } from '../directions.ts'
import { gateOf } from '../gate.ts'
import { INTENSIFIER } from '../intensity.ts'
import { NUM, parseNumber, VALUE } from '../numbers.ts'
import { HIDDEN, type Scan } from '../scan.ts'
import type { Match, MatchEnv, Matcher, ParsedCall } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { AIRFLOW_GATE, takeAirflow } from './ac-airflow.ts'
import { FAN_GATE, takeFan } from './ac-fan.ts'
import { takeZone } from './ac-zone.ts'
import { call, clamp, clarify, matched, OUT_OF_RANGE, previousAction } from './match-helpers.ts'

const NAME = 'control_ac'
const AC = '(?:空调|冷气|\\bac\\b|a/c|aircon|air ?condition(?:er|ing)?)'
const TOPIC = new RegExp(`${AC}(?:系统)?(?:的)?`)
const TEMPERATURE = /温度|temperature|\btemp\b/
// 开 must not be the start of 开到/开大/开得…: those set or describe, they do not switch on.
const NOT_SETTING = `(?![到成至大小高低得]|${NUM}|最)`
// Adverbs between the device and its verb (空调先关一下, 冷气赶紧打开).
const ADVERB = '(?:先|就|再|也|都|赶紧|赶快|马上|立刻|快)*'
// A zone read first is hidden between the verb and the AC (打开后排空调).
const POWER_ON = new RegExp(
  `${OPEN}(?:一下|下|个)?[\\s${HIDDEN}]*(?:the\\s+)?${AC}|${AC}\\s*${ADVERB}${OPEN}(?:一下|下|着|起来)?${NOT_SETTING}`,
)
// 关小 narrows (the fan), it does not switch off.
const POWER_OFF = new RegExp(
  `${CLOSE}(?:一下|下|个)?[\\s${HIDDEN}]*(?:the\\s+)?${AC}|${AC}\\s*${ADVERB}${CLOSE}(?:一下|下|掉|了)?(?![小大])`,
)
const ON = new RegExp(`^(?:${OPEN})(?:一下|下)?$|^再?开(?:着|起来)?$`)
const OFF = new RegExp(`(?:${CLOSE})(?:一下|下|掉|了)?`)

const BY_AMOUNT = new RegExp(`(${RAISE}|${LOWER})${BEFORE_AMOUNT}\\s*(${NUM})\\s*度(半)?`)
const TO_VALUE = `(?:降到|升到|降至|升至|提到|加到|减到|调到|调至|调成|调为|设为|设置为|设置成|设置到|设定为|设定到|设定成|设到|设成|开到|打到|定到|定在|调在|设在|保持在?|到|为|成|在)`
const ABSOLUTE = new RegExp(`${TO_VALUE}?\\s*(${NUM})\\s*度(半)?`)
const BARE_VALUE = new RegExp(`${TO_VALUE}?\\s*(${VALUE})(?![挡级%分])`)
const UP_WORD = new RegExp(`^(?:${RAISE})`)
const EXTREME = /(?:调到|开到|设为|调|开|设)?最(高|低)(?:温度|的温度)?/
// 太冷了 complains about the cold and asks for warmth: the opposite of 冷一点.
// 吹得我冷, 我热: the person's own cold or heat, said without a degree word.
const COMPLAINT = new RegExp(
  `${INTENSIFIER}+(?:(冷|凉|低)|热|高)了?|(?:得我?|我)(?:(冷|凉)|热)|(?:(冷|凉|低)|热|高)了(?:一)?(?:点|些)`,
)
const DIRECTION = new RegExp(
  `(调热|调暖|升温|${RAISE}|热|暖和?|warmer|higher|up)|(调冷|调凉|降温|${LOWER}|冷|凉快?|cooler|lower|down)`,
)

const MODES: ReadonlyArray<readonly [RegExp, string]> = [
  [/制冷|冷风|\bcool(?:ing)?\b/, 'cool'],
  [/制热|暖风|热风|暖气|\bheat(?:ing)?\b/, 'heat'],
  // 开窗通风 airs the cabin through the window (the seat's ventilation is the seat's).
  [/(?<!座椅|座位|椅子|坐垫|窗|窗户)通风|换气|ventilat\w*/, 'ventilation'],
  [/自动|\bauto\b/, 'auto'],
]
const MODE_WORD = /(?:的)?(?:模式|mode)/
const MODE_VERB = /切换到|切换成|切换为|切到|换成|换到|调成|调到|改成|设为|设置为|开成|开启|打开|开/

/** Air conditioning: power, temperature (absolute, by an amount, or a direction), mode and fan. */
export const acMatcher: Matcher = {
  name: NAME,
  // Read alone, an AC clause names the AC, the temperature, degrees, a mode, the air or the fan:
  // a bare value or a direction (调高一点) is the AC's only after an AC call.
  gate: gateOf(TOPIC, TEMPERATURE, '度', AIRFLOW_GATE, FAN_GATE, ...MODES.map(([words]) => words)),
  match: (scan, env) => {
    const prevAction = previousAction(env.prev, NAME)
    const said = takeZone(scan, prevAction !== undefined)
    // Defrost and circulation take their own verbs first (打开空调打开外循环 is two commands).
    const airflow = takeAirflow(scan)
    const power = takePower(scan)
    const topic = scan.take(TOPIC) !== null || power !== undefined
    const temperatureTopic = scan.take(TEMPERATURE) !== null
    const implied = prevAction !== undefined
    const calls: ParsedCall[] = []
    // A mode switches the AC on by itself: 空调开暖风 is one set_mode, not turn_on as well.
    const mode = takeMode(scan, topic || implied)
    // 关下自动空调模式: a mode switched off is no mode to set, and the catalogue cannot unset one.
    if (mode === SWITCHED_OFF) return { calls: [], score: 0.9, kind: 'unsupported' }
    if (power && !(mode && power === 'turn_on')) calls.push(call(NAME, { action: power }))
    // 开空调太热了, 把空调关了吧好冷: beside switching the AC, a complaint says why, not a second change.
    if (power && !mode) scan.take(COMPLAINT)
    if (airflow) calls.push(airflow)
    if (mode) calls.push(mode)
    const fan = takeFan(scan, topic, implied ? prevAction : undefined, env.state.ac?.fanSpeed)
    const temperature = takeTemperature(scan, env, {
      topic: topic || temperatureTopic,
      implied: implied && !fan && !/fan/.test(prevAction ?? ''),
    })
    if (temperature === OUT_OF_RANGE || fan === OUT_OF_RANGE) return clarify(0.7)
    if (temperature) calls.push(temperature)
    if (fan) calls.push(fan)
    // 再高一点 after 副驾温度调到22度 stays in the passenger's zone; 空调关掉 names the whole AC.
    const zone = said ?? (topic || temperatureTopic ? undefined : previousZone(env))
    // Defrosting or circulation named is as sure as the AC named: they are nothing else's.
    const sure = topic || temperatureTopic || airflow !== null
    if (calls.length > 0) return matched(withZone(calls, zone), sure ? 0.95 : 0.9)
    if (implied) return followUp(scan) ?? sameElsewhere(scan, env, said)
    return topic || temperatureTopic ? clarify() : null
  },
}

// 主驾温度调到20度，副驾也一样: another zone and nothing else repeats the previous AC call there.
const SAME = /也(?:是|一样|要|照样|同样)|同样|一样|呢$/

function sameElsewhere(scan: Scan, env: MatchEnv, zone: string | undefined): Match | null {
  if (!zone || !env.prev || !scan.take(SAME)) return null
  const { zone: _, ...params } = env.prev.params
  return matched([call(NAME, { ...params, zone })], 0.9, 'context')
}

function previousZone(env: MatchEnv): string | undefined {
  const zone = env.prev?.name === NAME ? env.prev.params.zone : undefined
  return typeof zone === 'string' ? zone : undefined
}

// The zone said applies to every AC call of the clause (副驾空调打开调到22度).
function withZone(calls: ParsedCall[], zone: string | undefined): ParsedCall[] {
  return zone ? calls.map((c) => ({ ...c, params: { ...c.params, zone } })) : calls
}

function takePower(scan: Scan): 'turn_on' | 'turn_off' | undefined {
  if (scan.take(POWER_OFF)) return 'turn_off'
  if (scan.take(POWER_ON)) return 'turn_on'
  return undefined
}

interface TemperatureCue {
  /** The clause names the air conditioning or the temperature. */
  topic: boolean
  /** The previous call set or adjusted the temperature. */
  implied: boolean
}

function takeTemperature(
  scan: Scan,
  env: MatchEnv,
  cue: TemperatureCue,
): ParsedCall | typeof OUT_OF_RANGE | null {
  const relative = scan.find(BY_AMOUNT)
  if (relative) {
    const amount = parseNumber(relative[2]!)
    if (amount !== null) {
      scan.mark(relative.index, relative.index + relative[0].length)
      const sign = UP_WORD.test(relative[1]!) ? 1 : -1
      const value = baseTemperature(env) + sign * (amount + (relative[3] ? 0.5 : 0))
      return call(NAME, { action: 'set_temperature', temperature: clamp(value, 16, 32) })
    }
  }
  const absolute = scan.find(ABSOLUTE) ?? (cue.topic || cue.implied ? scan.find(BARE_VALUE) : null)
  if (absolute) {
    const value = parseNumber(absolute[1]!)
    const temperature = value === null ? null : value + (absolute[2] ? 0.5 : 0)
    if (temperature !== null && temperature >= 16 && temperature <= 32) {
      scan.mark(absolute.index, absolute.index + absolute[0].length)
      return call(NAME, { action: 'set_temperature', temperature })
    }
    // 调到100度 cannot be done: ask back rather than pick a limit the person did not say.
    if (temperature !== null && absolute[0].includes('度')) {
      scan.mark(absolute.index, absolute.index + absolute[0].length)
      return OUT_OF_RANGE
    }
  }
  if (!cue.topic && !cue.implied) return null
  const extreme = scan.take(EXTREME)
  if (extreme) return call(NAME, { action: 'set_temperature', temperature: extreme[1] === '高' ? 32 : 16 })
  const complaint = scan.take(COMPLAINT)
  if (complaint) {
    const cold = complaint[1] ?? complaint[2] ?? complaint[3]
    return call(NAME, { action: 'adjust_temperature', direction: cold ? 'up' : 'down' })
  }
  const direction = scan.take(DIRECTION)
  if (!direction) return null
  return call(NAME, { action: 'adjust_temperature', direction: direction[1] ? 'up' : 'down' })
}

// The temperature a relative amount starts from: what the previous turn set, else the live state.
function baseTemperature(env: MatchEnv): number {
  const prev = env.prev
  if (prev?.name === NAME && typeof prev.params.temperature === 'number') return prev.params.temperature
  return env.state.ac?.temperature ?? 24
}

const SWITCHED_OFF = 'switched_off'
const MODE_OFF = new RegExp(`${CLOSE}|取消|退出`)

function takeMode(scan: Scan, topic: boolean): ParsedCall | typeof SWITCHED_OFF | null {
  for (const [word, mode] of MODES) {
    const m = scan.find(word)
    if (!m) continue
    // 自动 alone may be the wiper's; it is a mode only with the AC or the word 模式 beside it.
    const named = scan.visible.slice(m.index + m[0].length).match(/^(?:的)?(?:模式|mode)/)
    if (mode === 'auto' && !topic && !named) continue
    scan.mark(m.index, m.index + m[0].length)
    scan.take(MODE_WORD)
    scan.take(MODE_VERB)
    // An off verb left beside the mode (the AC's own was taken already) switches the mode off.
    if (MODE_OFF.test(scan.visible)) return SWITCHED_OFF
    return call(NAME, { action: 'set_mode', mode })
  }
  return null
}

// A clause that only makes sense after an AC call: 关掉吧, 打开, 再来一点.
function followUp(scan: Scan): Match | null {
  if (scan.take(OFF)) return matched([call(NAME, { action: 'turn_off' })], 0.9, 'context')
  if (scan.take(ON)) return matched([call(NAME, { action: 'turn_on' })], 0.9, 'context')
  return null
}
