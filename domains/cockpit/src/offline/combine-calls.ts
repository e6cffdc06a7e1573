import { functionDomain } from '../functions/catalogue.ts'
import type { Reading } from './interpret-clause.ts'
import type { ParsedCall } from './types.ts'

// Music calls that start playing by themselves: a plain `play` beside one (随机播放, 播放周杰伦
// 的歌然后播放) is part of it.
const PLAYING = new Set(['search_and_play', 'set_play_mode'])

/**
 * The calls of all readings, in order, with three merges: a complaint (有点冷) beside an explicit
 * command is that command's reason, not a second request; a plain `play`
 * beside a search or a play mode is part of it; identical calls collapse into one.
 */
export function combineCalls(readings: readonly Reading[]): ParsedCall[] {
  const playsAnyway = readings.some((r) => r.match?.calls.some((c) => PLAYING.has(String(c.params.action))))
  // Any explicit command makes a complaint about comfort beside it its reason (太吵了关窗 closes the
  // window and leaves the music alone): what was asked for is done, the guess from a complaint is not.
  // A need (我饿了, 快没电了) is a request of its own: 我饿了，顺便放首歌 asks for both.
  const explained = readings.some((r) => r.match && r.match.kind !== 'colloquial' && r.match.calls.length > 0)
  const calls: ParsedCall[] = []
  for (const reading of readings) {
    const colloquial = reading.match?.kind === 'colloquial'
    for (const c of reading.match?.calls ?? []) {
      if (colloquial && explained && functionDomain(c.name) !== 'navigation') continue
      if (playsAnyway && c.name === 'control_music' && c.params.action === 'play') continue
      calls.push(c)
    }
  }
  return calls.length > 1 ? distinct(calls) : calls
}

// The calls without repeats, first said first.
function distinct(calls: readonly ParsedCall[]): ParsedCall[] {
  const seen = new Set<string>()
  return calls.filter((c) => {
    const key = JSON.stringify(c)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
