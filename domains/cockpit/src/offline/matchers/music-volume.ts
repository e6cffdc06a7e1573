import { GROW, LOWER, RAISE, SHRINK } from '../directions.ts'
import { gateOf } from '../gate.ts'
import { INTENSIFIER } from '../intensity.ts'
import { parseNumber, takePercent, VALUE } from '../numbers.ts'
import type { Scan } from '../scan.ts'
import type { Match, MatchEnv } from '../types.ts'
import { call, clamp, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_music'
// 声 alone is the volume only after what makes the sound (音乐声, 喇叭声); the music itself made
// louder or softer (音乐开大点, 歌调小声, 音乐关小点) is its volume too; 儿歌大鞋子 is a title.
const WORD =
  '(?:(?:(?:音乐|歌曲?)(?:的)?)?(?:音量|声音|声量)|(?:音乐|歌曲?|喇叭)(?:的)?声|(?:音乐|歌曲?)(?=再?(?:开|调|放|关)?(?:大|小|响|轻)(?!调|模式)(?:一?点|些|声|了|一下|$|[,.!?])))'
const VOLUME = new RegExp(`${WORD}|\\bvolume\\b`)
// 取消静音 asks for sound back: not a mute (and the catalogue has no unmute to run).
const MUTE = new RegExp(
  `(?<!取消|解除|关闭|关掉|退出)静音|\\bmute\\b|(?:关掉|关闭|关了)${WORD}|${WORD}(?:关掉|关了|关闭)`,
)
const MAX = new RegExp(`${WORD}(?:调到|开到|调|开|放)?(?:最大|最高|最响)|最大(?:声|音量)|max volume`)
const MIN = new RegExp(`${WORD}(?:调到|开到|调|开|放)?(?:最小|最低)|最小(?:声|音量)`)
const UP_VERB = `${GROW}|${RAISE}|up`
const DOWN_VERB = `${SHRINK}|${LOWER}|down`
// 大一点 is a direction, not an amount of one: the number must not be followed by 点/些.
const BY_AMOUNT = new RegExp(`(${UP_VERB}|${DOWN_VERB})了?\\s*(${VALUE})(?![度])(?:格|%)?`)
const UP_WORD = new RegExp(`^(?:${UP_VERB})`)
const TO_VALUE = new RegExp(
  `(?:调到|调成|调至|设为|设置为|设置到|设到|开到|放到|到|为|成|调)?\\s*(${VALUE})(?![度挡])`,
)
// 声音太大了 and 声音大了点 ("a bit too loud") both complain: turn it the other way.
const COMPLAINT = new RegExp(
  `${WORD}(?:也|还是)?${INTENSIFIER}+(?:(大|响|吵)|小|轻|低)了?|${WORD}(?:(大|响|吵)|小|轻|低)了(?:一)?(?:点|些)`,
)
const LOUDER = /大声|(?:大|响)一?点声|响一?点|louder|volume up|听不(?:太|大)?(?:清|见|到)(?:楚)?/
const QUIETER = /小声|(?:小|轻)一?点声|轻一?点|quieter|volume down/
// Complaints about loudness ask for less of it (震耳朵, 耳朵受不了, 吵得头疼); said beside another
// command (太吵了把窗关上) they are its reason, so they read as complaints, not as explicit requests.
const NOISY = /(?:太|好|很|真)(?:吵|响)|吵(?:死|得|人)|震耳|刺耳|耳朵(?:疼|痛|受不了|吃不消|要聋)/
const UP = new RegExp(`(?:调|开|放)?(?:${UP_VERB})`)
const DOWN = new RegExp(`(?:调|开|放)?(?:${DOWN_VERB})`)

// Without a volume call before, a volume request names the volume or the sound, or says louder or quieter.
const VOLUME_WORDS = gateOf(MUTE, MAX, MIN, COMPLAINT, VOLUME, LOUDER, QUIETER, NOISY)

/**
 * Reads a volume request: mute (0), loudest (100), a value (音量调到50), an amount from the live
 * volume (调大20), or a direction (大一点, 太吵了). Returns null when the clause is not about volume.
 */
export function takeVolume(scan: Scan, env: MatchEnv): Match | null {
  const prevAction = previousAction(env.prev, NAME)
  const implied = prevAction === 'set_volume' || prevAction === 'adjust_volume'
  // Most clauses say nothing of volume: one test spares the passes below.
  if (!implied && !VOLUME_WORDS.test(scan.visible)) return null
  if (scan.take(MUTE)) return set(0)
  if (scan.take(MAX)) return set(100)
  if (scan.take(MIN)) return set(0)
  const complaint = scan.take(COMPLAINT)
  if (complaint) return adjust(complaint[1] || complaint[2] ? 'down' : 'up')
  const topic = scan.take(VOLUME) !== null
  if (topic || implied) {
    const value = takeValue(scan, env)
    if (value !== null) return set(value, topic ? 0.95 : 0.9)
  }
  if (scan.take(LOUDER)) return adjust('up')
  if (scan.take(QUIETER)) return adjust('down')
  if (!topic && scan.take(NOISY))
    return matched([call(NAME, { action: 'adjust_volume', direction: 'down' })], 0.9, 'colloquial')
  if (scan.take(NOISY)) return adjust('down')
  if (!topic && !implied) return null
  if (scan.take(UP)) return adjust('up', topic ? 0.95 : 0.9)
  if (scan.take(DOWN)) return adjust('down', topic ? 0.95 : 0.9)
  // 音量调一下: the volume, but not which way.
  return topic ? clarify() : null
}

function takeValue(scan: Scan, env: MatchEnv): number | null {
  const relative = scan.find(BY_AMOUNT)
  if (relative) {
    const amount = parseNumber(relative[2]!)
    if (amount !== null) {
      scan.mark(relative.index, relative.index + relative[0].length)
      const prevVolume = env.prev?.name === NAME ? env.prev.params.volume : undefined
      const base = typeof prevVolume === 'number' ? prevVolume : (env.state.music?.volume ?? 30)
      return clamp(base + (UP_WORD.test(relative[1]!) ? amount : -amount), 0, 100)
    }
  }
  const percent = takePercent(scan)
  if (percent !== null) return percent <= 100 ? percent : null
  const m = scan.find(TO_VALUE)
  const value = m ? parseNumber(m[1]!) : null
  if (!m || value === null || value > 100) return null
  scan.mark(m.index, m.index + m[0].length)
  return value
}

function set(volume: number, score = 0.95): Match {
  return matched([call(NAME, { action: 'set_volume', volume })], score)
}

function adjust(direction: 'up' | 'down', score = 0.95): Match {
  return matched([call(NAME, { action: 'adjust_volume', direction })], score)
}
