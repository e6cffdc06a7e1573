import { parseChineseNumber } from '@mindwire/understanding'

/** A spoken amount: 2000, 2k, 2千, 1.5万, 两千, 三千五, 一万二. */
export const AMOUNT = String.raw`(?:\d+(?:\.\d+)?\s*(?:[kK千wW万])?|[零〇一二两三四五六七八九十百千万点]+)`

/** Reads an amount matched by AMOUNT; undefined when it is not one. */
export function readAmount(text: string): number | undefined {
  const spoken = text.replace(/\s+/g, '')
  const digits = /^(\d+(?:\.\d+)?)([kK千wW万])?$/.exec(spoken)
  if (digits) {
    const unit = digits[2]
      ? ({ k: 1000, K: 1000, 千: 1000, w: 10000, W: 10000, 万: 10000 }[digits[2]] ?? 1)
      : 1
    return Number(digits[1]) * unit
  }
  return parseChineseNumber(spoken)
}

/** Measure words shoppers count goods in. */
export const MEASURE = '个|件|台|部|只|瓶|盒|份|双|支|包|袋|箱|套|副|条|罐|听|斤|本|张'

// How many of something: 两个, 3 件, 一台. 第一个 is an ordinal and 这个 a pointer, neither a count.
const COUNT = new RegExp(`(?<![第这那哪每])(\\d+|[一二两三四五六七八九十]+)\\s*(?:${MEASURE})`)

/** Removes a count phrase (两个), so it is not read as part of a product's name. */
export function withoutCount(text: string): string {
  return text.replace(COUNT, ' ')
}

/** The quantity a clause asks for, if it says one. */
export function readCount(text: string): number | undefined {
  const match = COUNT.exec(text)
  if (!match) return undefined
  const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : parseChineseNumber(match[1]!)
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined
}
