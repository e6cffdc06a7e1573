import { takeSwitchBeside } from '../adjacent-verb.ts'
import { takeBrightnessValue } from '../brightness.ts'
import { HIDDEN, type Scan } from '../scan.ts'
import type { MatchEnv, Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_screen'
// 投屏 / 分屏 are phone mirroring and split screen, features the catalogue lacks.
const SCREEN = '(?:屏幕|显示屏|(?<![投分])屏|显示器)'
// Named screens first, so 副驾屏 is not read as the centre screen with a stray 副驾.
const SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/仪表(?:盘|屏|板)?(?:屏幕)?|液晶仪表|instrument/, 'instrument'],
  [new RegExp(`副驾(?:驶)?(?:的)?(?:娱乐)?${SCREEN}|副屏`), 'passenger'],
  [new RegExp(`后排(?:的)?(?:娱乐)?${SCREEN}|吸顶屏|后屏`), 'rear'],
  [
    new RegExp(
      `中控(?:台)?(?:的)?(?:大)?${SCREEN}?|大屏|一体(?:屏|机)|车机(?:屏幕?)?|${SCREEN}|\\bscreen\\b`,
    ),
    'center',
  ],
]
// 调低亮度 steps down: the word before 亮度 is a direction, not a value.
// The screen's name, read first, may sit hidden between the step and 亮度 (调低一体屏亮度).
const STEP_DOWN = new RegExp(
  `(?:调低|降低|减小|调暗|降)(?:一下|一点|点)?(?=[${HIDDEN}]*(?:的)?亮度)|亮度(?:调低|降低|减小|低)`,
)
const STEP_UP = new RegExp(
  `(?:调高|提高|增加|调亮|加)(?:一下|一点|点)?(?=[${HIDDEN}]*(?:的)?亮度)|亮度(?:调高|提高|增加|高)`,
)
const BRIGHTNESS_WORD = /(?:的)?亮度/
const BRIGHTER = /调亮|亮一?(?:点|些)|更亮|brighter|(?:太|好|有点)暗了?|看不清/
const DIMMER = /调暗|暗一?(?:点|些)|更暗|dimmer|(?:太|好|有点)(?:亮|刺眼|晃眼)了?|刺眼|晃眼/
const SWITCH = { off: `${CLOSE}|熄屏|息屏|黑屏`, on: `${OPEN}|点亮|亮屏` }

type At = { start: number; end: number }

/** Screens: on, off, brightness set or stepped; no screen named is the centre screen. */
export const screenMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const named = takeScreen(scan)
    const prevScreen = previousAction(env.prev, NAME) === undefined ? undefined : env.prev!.params.screen
    if (!named && prevScreen === undefined) return null
    const action = takeAction(scan, env, named ?? { start: 0, end: 0 })
    if (!action) return named ? clarify() : null
    const screen = named?.screen ?? String(prevScreen)
    return matched([call(NAME, { screen, ...action })], named ? 0.95 : 0.9, named ? 'explicit' : 'context')
  },
}

// The screen said first (屏幕亮度调到最亮仪表盘亮度调到最亮 is two commands, in order); at one place
// the more specific name wins, as SCREENS lists them.
function takeScreen(scan: Scan): (At & { screen: string }) | undefined {
  let first: (At & { screen: string }) | undefined
  for (const [words, screen] of SCREENS) {
    const m = scan.find(words)
    if (m && (!first || m.index < first.start)) first = { screen, start: m.index, end: m.index + m[0].length }
  }
  if (first) scan.mark(first.start, first.end)
  return first
}

function takeAction(scan: Scan, env: MatchEnv, at: At): Record<string, unknown> | null {
  const step = scan.take(STEP_DOWN) ? 'down' : scan.take(STEP_UP) ? 'up' : undefined
  if (step) {
    scan.take(BRIGHTNESS_WORD)
    return { action: 'adjust_brightness', direction: step }
  }
  const value = takeBrightnessValue(scan, previousAction(env.prev, NAME) === 'set_brightness')
  if (value !== null) return { action: 'set_brightness', brightness: value }
  if (scan.take(BRIGHTER)) return { action: 'adjust_brightness', direction: 'up' }
  if (scan.take(DIMMER)) return { action: 'adjust_brightness', direction: 'down' }
  const verb = takeSwitchBeside(scan, at, SWITCH)
  return verb ? { action: verb === 'off' ? 'turn_off' : 'turn_on' } : null
}
