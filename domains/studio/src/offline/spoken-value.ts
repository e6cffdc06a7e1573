import { parseChineseNumber } from '@mindwire/agent'

/** A number in a request with its unit and whether it is a change ("再加 2 dB") or a target ("调到 -2"). */
export interface SpokenValue {
  value: number
  unit?: 'db' | 'hz' | 'ms' | 'order' | 'x'
  relative: boolean
}

const NUMBER =
  /([+\-−]|负|minus\s*|plus\s*)?\s*(\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百千点]+)\s*(khz|k\b|千|hz|赫兹?|db|dbtp|分贝|个\s*db|ms|毫秒|阶|x\b|倍)?/gi

const DOWN = /降|减|减少|降低|收|拉低|调低|小|down|lower|cut|reduce|decrease/
const UP = /加|增加|提高|升|拉高|调高|大|\bup\b|raise|boost|increase|bump .* by/
const TARGET = /到|成|为|设|给|\bto\b|\bat\b|=|:/

/**
 * The last number of a request (digits or a Chinese numeral), its unit, and whether it says how much to
 * change ("再加 2 个 dB", "down by 3") rather than what to set ("拉到 -2", "to 6k").
 */
export function spokenValue(text: string): SpokenValue | undefined {
  const lower = text.toLowerCase()
  const matches = [...lower.matchAll(NUMBER)].filter((match) => match[2] && !/^[点]+$/.test(match[2]))
  const last = matches.at(-1)
  if (!last) return undefined
  const digits = /\d/.test(last[2]!) ? Number(last[2]) : parseChineseNumber(last[2]!)
  if (digits === undefined || Number.isNaN(digits)) return undefined
  const signWord = last[1]?.trim()
  const negative = signWord !== undefined && /[-−]|负|minus/.test(signWord)
  const unitWord = last[3]?.replace(/\s+/g, '') ?? ''
  const thousands = /^(k|khz|千)$/.test(unitWord)
  const before = lower.slice(Math.max(0, last.index! - 12), last.index!)
  const signed = (negative ? -1 : 1) * digits * (thousands ? 1000 : 1)
  const relative = !signWord && !TARGET.test(before) && (DOWN.test(before) || UP.test(before))
  return {
    value: relative && DOWN.test(before) ? -signed : signed,
    unit: unitOf(unitWord),
    relative,
  }
}

function unitOf(word: string): SpokenValue['unit'] {
  if (/^(k|khz|千|hz|赫兹?)$/.test(word)) return 'hz'
  if (/db|分贝/.test(word)) return 'db'
  if (/^(ms|毫秒)$/.test(word)) return 'ms'
  if (word === '阶') return 'order'
  if (/^(x|倍)$/.test(word)) return 'x'
  return undefined
}
