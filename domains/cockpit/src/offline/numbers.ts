import type { Scan } from './scan.ts'

/** Regex source of one spoken or typed number: 24, 24.5, 二十四, 二十四点五, 两. */
export const NUM = '(?:\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?)'

/**
 * A number standing for a value: NUM not followed by what makes 一 a quantity word (一点, 一下,
 * 一些) and not cut short inside a longer numeral.
 */
export const VALUE = `${NUM}(?![点些下会首个起直样丝条零〇一二两三四五六七八九十百千\\d])`

const DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}
const UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 }

/** Reads a number written in digits or Chinese numerals (二十四, 二十四点五, 一百零五); null when it is not one. */
export function parseNumber(raw: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(raw)) return Number(raw)
  const [whole, fraction, extra] = raw.split('点')
  if (whole === undefined || extra !== undefined) return null
  const integer = parseChineseInteger(whole)
  if (integer === null || fraction === undefined) return integer
  const decimals = chineseDigits(fraction)
  return decimals === null || decimals === '' ? null : Number(`${integer}.${decimals}`)
}

function parseChineseInteger(text: string): number | null {
  if (text === '') return null
  if (!/[十百千]/.test(text)) {
    const digits = chineseDigits(text)
    return digits === null ? null : Number(digits)
  }
  let total = 0
  let current = 0
  let pending = false
  for (const ch of text) {
    if (ch in DIGIT) {
      current = DIGIT[ch]!
      pending = true
    } else if (ch in UNIT) {
      // 十五 means 15: a unit with no digit before it counts once.
      total += (pending ? current : 1) * UNIT[ch]!
      current = 0
      pending = false
    } else return null
  }
  return total + current
}

function chineseDigits(text: string): string | null {
  let out = ''
  for (const ch of text) {
    if (!(ch in DIGIT)) return null
    out += String(DIGIT[ch])
  }
  return out
}

// Fractions first: 三分之一 must not be read as 三 and 一. Whole-number results are rounded (33, 67).
const PERCENT = new RegExp(
  `百分之(${NUM})|(${NUM})\\s*(?:%|percent)|(${NUM})分之(${NUM})|(一半|半)|(${NUM})\\s*成(?![人功为])`,
)

/** Takes a proportion from the clause (百分之五十, 50%, 三分之一, 一半) as a percentage 0–100. */
export function takePercent(scan: Scan): number | null {
  const m = scan.take(PERCENT)
  if (!m) return null
  if (m[1] !== undefined) return parseNumber(m[1])
  if (m[2] !== undefined) return parseNumber(m[2])
  if (m[5] !== undefined) return 50
  if (m[6] !== undefined) {
    const tenths = parseNumber(m[6])
    return tenths === null ? null : tenths * 10
  }
  const denominator = parseNumber(m[3]!)
  const numerator = parseNumber(m[4]!)
  if (!denominator || numerator === null) return null
  return Math.round((numerator / denominator) * 100)
}

/** Takes the first number matched by `re`'s first group; the whole match is used. */
export function takeNumber(scan: Scan, re: RegExp): number | null {
  const m = scan.find(re)
  if (!m || m[1] === undefined) return null
  const value = parseNumber(m[1])
  if (value !== null) scan.mark(m.index, m.index + m[0].length)
  return value
}
