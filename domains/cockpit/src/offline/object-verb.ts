import { DEVICE_WORDS } from './device-words.ts'
import { interpretClause } from './interpret-clause.ts'
import { everyMatch } from './scan.ts'
import type { VehicleStateLike } from './types.ts'
import { SWITCH_VERB } from './verbs.ts'
import { alternationOf } from './word-pattern.ts'

// A switch verb with what may close it (关了, 关掉, 打开吧).
const VERB = `(?:${SWITCH_VERB.source})(?:了|掉|上|一下|吧)*`
const ENDS_WITH_VERB = new RegExp(`${VERB}$`)
const STARTS_WITH_VERB = new RegExp(`^(?:${SWITCH_VERB.source})`)
const EVERY_VERB = new RegExp(VERB, 'g')

/**
 * Splits a clause said object first (空调关掉车窗打开, 把空调关了窗户打开) after each verb, so every
 * object keeps the verb said after it. Read whole, the verb between the two objects would be taken
 * by the second (关掉车窗) — closing the windows the person asked to open. A split stands only when
 * both sides read as commands on their own.
 */
export function splitAfterVerbs(clause: string, state: VehicleStateLike): string[] {
  if (STARTS_WITH_VERB.test(clause) || !ENDS_WITH_VERB.test(clause)) return splitBeforeDevices(clause, state)
  for (const m of clause.matchAll(EVERY_VERB)) {
    const end = m.index + m[0].length
    if (end >= clause.length) break
    const left = clause.slice(0, end)
    const right = clause.slice(end)
    if (readsAlone(left, state) && readsAlone(right, state)) return [left, ...splitAfterVerbs(right, state)]
  }
  return splitBeforeDevices(clause, state)
}

const DEVICE = new RegExp(alternationOf(DEVICE_WORDS.filter((w) => /^[\u4e00-\u9fff]/.test(w))), 'g')

/**
 * Splits commands run together without a verb between them (后排温度调低座椅通风打开, 副驾车窗打开
 * 座椅加热) before the device that starts the second, when the clause read whole leaves words over and
 * each side reads whole on its own. Read whole, the row said for the first device went to the second
 * and the first device was left over; split, each device keeps what was said with it, and a device
 * said without a seat is the driver's (the contract's convention), not the earlier one's.
 */
function splitBeforeDevices(clause: string, state: VehicleStateLike): string[] {
  // Two commands name two devices: a clause naming one needs no reading here.
  const found = everyMatch(DEVICE, clause)
  const starts = found.map((m) => m.index).filter((at) => at > 1)
  if (found.length < 2 || starts.length === 0 || readsWhole(clause, state)) return [clause]
  for (const at of starts) {
    const [left, right] = [clause.slice(0, at), clause.slice(at)]
    if (readsWhole(left, state) && readsWhole(right, state)) return [left, right]
  }
  return [clause]
}

// A reading with a call that leaves no words of its clause over (particles aside). A call that takes
// its value from the words said (a title, a place) reads any text whole, so it proves no boundary:
// 播放本地|音乐声音调到六 would search for a song called 本地.
function readsWhole(text: string, state: VehicleStateLike): boolean {
  const reading = interpretClause(text, state)
  const calls = reading.match?.calls ?? []
  return (
    calls.length > 0 &&
    !calls.some((call) => Object.keys(call.params).some((key) => OPEN_SLOTS.has(key))) &&
    reading.leftovers.every((left) => !/[\u4e00-\u9fff]/.test(left.words))
  )
}

const OPEN_SLOTS = new Set(['song', 'artist', 'genre', 'destination', 'poi_category'])

function readsAlone(text: string, state: VehicleStateLike): boolean {
  return (interpretClause(text, state).match?.calls.length ?? 0) > 0
}
