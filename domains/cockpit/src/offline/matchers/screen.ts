import { takeSwitchBeside } from '../adjacent-verb.ts'
import { takeBrightnessValue } from '../brightness.ts'
import type { Scan } from '../scan.ts'
import type { MatchEnv, Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_screen'
const SCREEN = '(?:屏幕|显示屏|屏|显示器)'
// Named screens first, so 副驾屏 is not read as the centre screen with a stray 副驾.
const SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/仪表(?:盘|屏|板)?(?:屏幕)?|液晶仪表|instrument/, 'instrument'],
  [new RegExp(`副驾(?:驶)?(?:的)?(?:娱乐)?${SCREEN}|副屏`), 'passenger'],
  [new RegExp(`后排(?:的)?(?:娱乐)?${SCREEN}|吸顶屏|后屏`), 'rear'],
  [new RegExp(`中控(?:台)?(?:的)?(?:大)?${SCREEN}?|大屏|车机(?:屏幕?)?|${SCREEN}|\\bscreen\\b`), 'center'],
]
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

function takeScreen(scan: Scan): (At & { screen: string }) | undefined {
  for (const [words, screen] of SCREENS) {
    const m = scan.take(words)
    if (m) return { screen, start: m.index, end: m.index + m[0].length }
  }
  return undefined
}

function takeAction(scan: Scan, env: MatchEnv, at: At): Record<string, unknown> | null {
  const value = takeBrightnessValue(scan, previousAction(env.prev, NAME) === 'set_brightness')
  if (value !== null) return { action: 'set_brightness', brightness: value }
  if (scan.take(BRIGHTER)) return { action: 'adjust_brightness', direction: 'up' }
  if (scan.take(DIMMER)) return { action: 'adjust_brightness', direction: 'down' }
  const verb = takeSwitchBeside(scan, at, SWITCH)
  return verb ? { action: verb === 'off' ? 'turn_off' : 'turn_on' } : null
}
