import { takeSwitchBeside } from '../adjacent-verb.ts'
import { takeBrightnessValue } from '../brightness.ts'
import { catalogueWords } from '../catalogue-words.ts'
import { takeColor } from '../colors.ts'
import type { Scan } from '../scan.ts'
import type { Match, MatchEnv, Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clamp, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_light'
// The names of the lamps are data: config/functions/control_light.json, lexicon.values.light_type.
const EXTERIOR_TYPES = ['high_beam', 'fog', 'position', 'headlight'] as const
// Exterior lamps the catalogue lacks: a clause naming them is not a light call.
const UNSUPPORTED_LAMP = /转向灯|双闪|刹车灯|尾灯|日行灯|危险警示灯/
const GENERIC = /灯光|灯|lights?\b/
// 太亮了 complains: dim it (and 太暗了 the other way).
const BRIGHTER = /调亮|亮一?(?:点|些)|更亮|brighter|(?:太|好|有点)暗了?/
const DIMMER = /调暗|暗一?(?:点|些)|更暗|dimmer|(?:太|好|有点)(?:亮|刺眼|晃眼)了?|刺眼|晃眼/
const COLOR_VERB = /调成|换成|改成|变成|切换成|切换到|设为|设置为|设成|调到|换到|改为|换|调|变/
const COLOR_REQUEST = /(?:调成|换成|改成|变成|切换成|切换到|设为|设成|调到|换到|改为)[^,]{0,4}(?:色|颜色)/
const COLOR_WORD = /(?:的)?(?:颜色|色彩|灯光颜色)/
const OFF = new RegExp(CLOSE)
const ON = new RegExp(OPEN)
// 开成蓝色/开到80 set the light; only 开 that is not a setting verb switches it on as well.
const SWITCH_ON = new RegExp(`(?:${OPEN})(?![成到为])`)
const STEP = 20
// 所有的灯, 灯都关掉, 车内灯全部打开: every cabin light the catalogue has (ambient and reading). The
// exterior lamps are driving lights, never switched as a side effect of a word for "all".
const ALL_LIGHTS =
  /(?:所有|全部|全车|车里|车内)的?(?:灯光?|车灯|车内灯|室内灯)(?:全部|全都|都)|(?:所有|全部|全车)的?(?:灯光?|车灯|车内灯|室内灯)|(?:灯光?|车灯|车内灯|室内灯)(?:全部|全都|都)|all (?:the )?lights/
const CABIN_TYPES = ['ambient', 'reading'] as const
const LAMP_SWITCH = { off: CLOSE, on: OPEN }

/** Cabin lights: ambient and reading lights on/off, ambient colour and brightness. */
export const lightMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    if (scan.has(UNSUPPORTED_LAMP)) return null
    const prevType =
      previousAction(env.prev, NAME) === undefined ? undefined : String(env.prev!.params.light_type)
    const exterior = takeExterior(scan)
    if (exterior) return switchExterior(scan, exterior)
    const all = switchAll(scan)
    if (all) return all
    const type = takeType(scan, prevType)
    const named = type !== undefined
    // Without a light named, only a continuation or an explicit colour request (调成蓝色) is a light call.
    if (!named && prevType === undefined && !scan.has(COLOR_REQUEST)) return null
    // 打开氛围灯调成蓝色: switching on and setting are two calls.
    const switchedOn = scan.has(SWITCH_ON) && !scan.has(OFF)
    const params = takeAction(scan, env)
    if (!params) return named ? clarify() : null
    // Only the ambient light has colours.
    const lightType = params.action === 'set_color' ? 'ambient' : (type?.lightType ?? prevType ?? 'ambient')
    const score = !named ? (prevType ? 0.9 : 0.8) : type.generic ? 0.75 : params.relative ? 0.7 : 0.95
    const { relative: _, ...rest } = params
    const calls = [call(NAME, { light_type: lightType, ...rest })]
    if (switchedOn && rest.action !== 'turn_on' && scan.take(ON)) {
      calls.unshift(call(NAME, { light_type: lightType, action: 'turn_on' }))
    }
    return matched(calls, score, named ? 'explicit' : 'context')
  },
}

// 把所有灯关了: one call per cabin light, when the request only switches them (a colour or a brightness
// said of all of them is left to the usual reading, which names the one light that has it).
function switchAll(scan: Scan): Match | null {
  const all = scan.find(ALL_LIGHTS)
  if (!all || scan.has(COLOR_REQUEST) || scan.has(BRIGHTER) || scan.has(DIMMER)) return null
  const verb = takeSwitchBeside(scan, { start: all.index, end: all.index + all[0].length }, LAMP_SWITCH)
  if (!verb) return null
  scan.mark(all.index, all.index + all[0].length)
  const action = verb === 'off' ? 'turn_off' : 'turn_on'
  return matched(
    CABIN_TYPES.map((type) => call(NAME, { light_type: type, action })),
    0.95,
  )
}

// The lamp said first: 关闭大灯打开示廓灯 is read one lamp at a time, in order.
function takeExterior(scan: Scan): { type: string; start: number; end: number } | undefined {
  let first: { type: string; start: number; end: number } | undefined
  const words = catalogueWords(NAME, 'light_type')
  for (const type of EXTERIOR_TYPES) {
    const m = scan.find(words(type))
    if (m && (!first || m.index < first.start)) first = { type, start: m.index, end: m.index + m[0].length }
  }
  if (first) scan.mark(first.start, first.end)
  return first
}

// Exterior lamps only switch; 开远光 and 远光灯关了 say which way.
function switchExterior(scan: Scan, lamp: { type: string; start: number; end: number }): Match {
  const verb = takeSwitchBeside(scan, lamp, LAMP_SWITCH)
  if (!verb) return clarify()
  return matched(
    [call(NAME, { light_type: lamp.type, action: verb === 'off' ? 'turn_off' : 'turn_on' })],
    0.95,
  )
}

function takeType(
  scan: Scan,
  prevType: string | undefined,
): { lightType: string; generic: boolean } | undefined {
  const words = catalogueWords(NAME, 'light_type')
  if (scan.take(words('ambient'))) return { lightType: 'ambient', generic: false }
  if (scan.take(words('reading'))) return { lightType: 'reading', generic: false }
  // 开灯 names no light: the reading light is the one that lights the cabin.
  if (scan.take(GENERIC)) return { lightType: prevType ?? 'reading', generic: prevType === undefined }
  return undefined
}

type LightParams = { action: string; color?: string; brightness?: number; relative?: boolean }

function takeAction(scan: Scan, env: MatchEnv): LightParams | null {
  const color = takeColor(scan)
  if (color) {
    scan.take(COLOR_VERB)
    scan.take(COLOR_WORD)
    return { action: 'set_color', color }
  }
  const brightness = takeBrightness(scan, env)
  if (brightness) return brightness
  if (scan.take(OFF)) return { action: 'turn_off' }
  if (scan.take(ON)) return { action: 'turn_on' }
  return null
}

function takeBrightness(scan: Scan, env: MatchEnv): LightParams | null {
  const value = takeBrightnessValue(scan, previousAction(env.prev, NAME) === 'set_brightness')
  if (value !== null) return { action: 'set_brightness', brightness: value }
  // No action adjusts brightness; a step from the live value is the closest reading (low score).
  const current = env.state.lights?.ambientBrightness ?? 50
  if (scan.take(BRIGHTER))
    return { action: 'set_brightness', brightness: clamp(current + STEP, 0, 100), relative: true }
  if (scan.take(DIMMER))
    return { action: 'set_brightness', brightness: clamp(current - STEP, 0, 100), relative: true }
  return null
}
