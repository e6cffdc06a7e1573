import { INTENSIFIER } from '../intensity.ts'
import type { Scan } from '../scan.ts'
import type { ParsedCall } from '../types.ts'

/** Regex of the backrest words: they turn 往前/往后 into reclining. */
export const BACKREST = /靠背|椅背|backrest/

// Each direction: a word that says it with the backrest named, and words that say it alone.
const DIRECTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/放倒|放平|躺平|躺下|往后躺|后仰|recline(?: back)?/, 'recline_backward'],
  [/立起来?|竖起来?|坐直|调直|扶正/, 'recline_forward'],
  [/(?:往|向|朝)前(?:面)?(?:挪|移|调|推|靠|放)?|前移|前挪|挪前|调前|靠前|最前|forward/, 'forward'],
  [/(?:往|向|朝)后(?:面)?(?:挪|移|调|推|靠|放)?|后移|后挪|挪后|调后|靠后|最后|backward|\bback\b/, 'backward'],
  [/(?:往|向|朝)上(?:面)?(?:挪|移|调|升|抬)?|升高|调高|抬高|抬起|升起|上升|最高|高|升|\bup\b/, 'up'],
  [/(?:往|向|朝)下(?:面)?(?:挪|移|调|降|放)?|降低|调低|放低|下降|最低|低|降|\bdown\b/, 'down'],
]

// Larger hints first: 多一点 holds 一点, 最后 holds 最.
const AMOUNTS: ReadonlyArray<readonly [RegExp, string]> = [
  // 最前/最后/最高/最低 say the way and the amount at once: the direction reads them whole.
  [/很多|大幅(?:度)?|到底|一大截|尽量|彻底|最(?![前后高低])|a lot/, 'large'],
  [/多(?:调|挪|移|放)?一?(?:点|些)|一些|多些|some/, 'medium'],
  [/一点点|一点|稍微|稍稍|微微|一下|点|\ba bit\b|\ba little\b/, 'small'],
]
const REPEAT = /再|还|继续|多/
const EXTREME = /最(?:前|后|高|低)/
// A position complained about (坐垫太高了, 座椅太靠前了, 靠背有点直) asks for the opposite way, as every
// complaint does (intensity.ts); the state follows the degree word directly.
const COMPLAINT = new RegExp(`${INTENSIFIER}+(靠前|靠后|前|后|高|低|平|直)了?`)
const REMEDY: Record<string, string> = {
  靠前: 'backward',
  前: 'backward',
  靠后: 'forward',
  后: 'forward',
  高: 'down',
  低: 'up',
  平: 'recline_forward',
  直: 'recline_backward',
}
const AXIS = /(?:的)?(?:高度|高低|前后位置|前后|角度)/

type Adjustment = { direction: string; amount?: string }

/**
 * Reads a seat movement: direction, and amount when a word hints at it. After a previous movement
 * (`prev`), 再来一点 repeats its direction.
 */
export function takeMovement(scan: Scan, prev: ParsedCall | undefined): Adjustment | null {
  const backrest = scan.take(BACKREST) !== null
  // 高度/前后 name the axis, not the way: 座椅高度降一些 goes down.
  scan.take(AXIS)
  // Before the amount: 有点低 is a complaint, not 点 of a movement.
  const complaint = scan.take(COMPLAINT)
  let amount = takeAmount(scan)
  const previous = prev?.params.position_adjustment as Adjustment | undefined
  // 再往后 repeats the previous movement, amount included.
  if (!amount && previous && scan.has(REPEAT)) amount = previous.amount
  const extreme = !complaint && !amount && scan.has(EXTREME)
  if (extreme) amount = 'large'
  let direction = complaint ? REMEDY[complaint[1]!] : takeDirection(scan)
  if (direction && backrest) {
    if (direction === 'backward' || direction === 'down') direction = 'recline_backward'
    if (direction === 'forward' || direction === 'up') direction = 'recline_forward'
  }
  if (!direction) {
    if (!previous || (!amount && !scan.has(REPEAT))) return null
    scan.take(REPEAT)
    direction = previous.direction
  }
  return amount ? { direction, amount } : { direction }
}

function takeDirection(scan: Scan): string | undefined {
  let best: { index: number; direction: string; length: number } | undefined
  // The earliest direction word wins, so 往后 in 往后调高 is not overridden by a later 高.
  for (const [word, direction] of DIRECTIONS) {
    const m = scan.find(word)
    if (m && (!best || m.index < best.index)) best = { index: m.index, direction, length: m[0].length }
  }
  if (!best) return undefined
  scan.mark(best.index, best.index + best.length)
  return best.direction
}

function takeAmount(scan: Scan): string | undefined {
  for (const [word, amount] of AMOUNTS) if (scan.take(word)) return amount
  return undefined
}
