import { catalogueWords } from '../catalogue-words.ts'
import type { Scan } from '../scan.ts'
import type { MatchEnv, Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_wiper'
const TOPIC = /雨刮器?|\bwipers?\b/
// The words of each speed are data (config/functions/control_wiper.json); auto is tried first, then high.
const SPEEDS = ['auto', 'high', 'low', 'medium'] as const
const ORDER = ['low', 'medium', 'high']
const FASTER = /快一?(?:点|些)|调快|加快|faster/
const SLOWER = /慢一?(?:点|些)|调慢|放慢|slower/
const OFF = new RegExp(`${CLOSE}|停(?:下|掉|止)?`)
const ON = new RegExp(`${OPEN}|启动`)

/** Wipers: on, off and speed (最快 = high, 最慢 = low, 中速 = medium, 自动 = auto). */
export const wiperMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const topic = scan.take(TOPIC) !== null
    if (!topic && previousAction(env.prev, NAME) === undefined) return null
    const speed = takeSpeed(scan, env)
    const action = speed ? 'set_speed' : scan.take(OFF) ? 'turn_off' : scan.take(ON) ? 'turn_on' : undefined
    if (!action) return topic ? clarify() : null
    return matched([call(NAME, { action, speed })], topic ? 0.95 : 0.9, topic ? 'explicit' : 'context')
  },
}

function takeSpeed(scan: Scan, env: MatchEnv): string | undefined {
  const words = catalogueWords(NAME, 'speed')
  for (const speed of SPEEDS) if (scan.take(words(speed))) return speed
  // 快一点 steps up from what runs now (the previous call's speed, else the live state).
  const prevSpeed = env.prev?.name === NAME ? env.prev.params.speed : undefined
  const current = ORDER.indexOf(String(prevSpeed ?? env.state.wiper?.speed ?? 'low'))
  if (scan.take(FASTER)) return ORDER[Math.min(2, Math.max(0, current) + 1)]
  if (scan.take(SLOWER)) return ORDER[Math.max(0, current - 1)]
  return undefined
}
