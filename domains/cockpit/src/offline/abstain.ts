import { EXCEPTION_WORDS } from '@mindwire/understanding'
import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import type { ParsedCall } from './types.ts'

/**
 * Requests the offline engine must not carry out even when it recognises a command inside them: the
 * command's modifier is something the catalogue cannot do (a timer, a room of a house), or the
 * sentence asks about the command rather than for it. Running the bare command would do what was
 * not asked (十分钟后关空调 switching the AC off now), so the engine runs nothing and hands over.
 * Questions and rules for later are read in speech-act.ts. A request for all but
 * something (除了主驾其他车窗都关上) is one too: no call says "all but", and acting on the thing named or
 * on all of them does the opposite of what was asked for part of it.
 */

const NUMERAL = '[\\d零〇一二两三四五六七八九十百半几]'
// A delay, a duration or a clock time: 十分钟后, 半小时以后, 等会儿再, 明天早上八点, 开十分钟.
const TIMER = new RegExp(
  [
    `${NUMERAL}+个?(?:分钟|小时|钟头|秒钟?)`,
    '半个?小时',
    '(?:等|过|待)一?会儿?(?:之后|以后|后|再)',
    '明天|明早|明晚|今晚|今天晚上|后天|每天',
    '(?:下班|到家|回家|出发)(?:以后|之后|后|的时候)',
    `(?:早上|晚上|下午|上午|中午|凌晨|傍晚)${NUMERAL}+点`,
  ].join('|'),
)
// A room of a house (打开卧室的灯), or a third seat row: the car has no such place.
const ROOM =
  /(?:卧室|客厅|厨房|书房|阳台|家里|屋里|房间|办公室)(?:里)?的?(?:灯|空调|窗户?|电视|窗帘|灯光|暖气|风扇|音响)|第?三排/

const Words = z.object({ words: z.array(z.string().min(1)) })
const Qualifiers = z.object({ delays: Words, stateDescriptions: Words })
const { delays, stateDescriptions } = loadDataFile(configFile('understanding/qualifiers.json'), Qualifiers)

// Longest first; an English word stands alone (accepted is not except).
export function anyWord(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => {
      const literal = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return /^[a-z]/.test(w) ? `\\b${literal}\\b` : literal
    })
    .join('|')
}

const DELAY = new RegExp(anyWord(delays.words))
const EXCEPTION = new RegExp(anyWord(EXCEPTION_WORDS))
// 开着车 is driving, not a device's state.
const DESCRIBED = new RegExp(`(?:${anyWord(stateDescriptions.words)})(?!车)`)
const KEEP = /把/

// A work's title or its artist is a name said whole (光年之外); a destination is cut from the words
// around it, so one that swallowed 以后 (到家以后…) is no name to set aside.
const TITLE_KEYS = ['song', 'artist']

/**
 * Whether the utterance qualifies its command in a way the catalogue cannot honour. A title the calls
 * carry (光年之外) is the work's name, not a qualifier of the request.
 */
export function hasUnsupportedModifier(text: string, calls: readonly ParsedCall[] = []): boolean {
  let rest = text
  for (const call of calls)
    for (const key of TITLE_KEYS) {
      const value = call.params[key]
      if (typeof value === 'string' && value.length > 1) rest = rest.replaceAll(value.toLowerCase(), ' ')
    }
  return (
    TIMER.test(rest) ||
    ROOM.test(rest) ||
    DELAY.test(rest) ||
    EXCEPTION.test(rest) ||
    (DESCRIBED.test(rest) && !KEEP.test(rest))
  )
}
