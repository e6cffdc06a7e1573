import { parseChineseNumber } from '@mindwire/understanding'
import type { Scan } from './scan.ts'

/** Regex source of one spoken or typed number: 24, 24.5, 二十四, 二十四点五, 两. */
export const NUM = '(?:\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?)'

/**
 * A number standing for a value: NUM not followed by what makes 一 a quantity word (一点, 一下,
 * 一些) and not cut short inside a longer numeral.
 */
export const VALUE = `${NUM}(?![点些下会首个起直样丝条零〇一二两三四五六七八九十百千\\d])`

/**
 * Reads a number written in digits or Chinese numerals (二十四, 二十四点五, 一百零五, 二百五 = 250);
 * null when it is not one. The Chinese reading is the one shared with every domain.
 */
export function parseNumber(raw: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(raw)) return Number(raw)
  return parseChineseNumber(raw) ?? null
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
