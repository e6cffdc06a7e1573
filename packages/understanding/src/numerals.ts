import numerals from '../data/numerals.json' with { type: 'json' }

const ZH_DIGITS: Readonly<Record<string, number>> = numerals.zhDigits
const ZH_UNITS: Readonly<Record<string, number>> = numerals.zhUnits
const ZH_WORDS: Readonly<Record<string, number>> = numerals.zhWords
const POINT = numerals.zhDecimalPoint
const EN_ONES: Readonly<Record<string, number>> = numerals.enOnes
const EN_TENS: Readonly<Record<string, number>> = numerals.enTens
const EN_SCALES: Readonly<Record<string, number>> = numerals.enScales
const NEGATIVE: readonly string[] = numerals.negative

/** A number found at a position: its value and how many characters it spans. */
export interface NumberMatch {
  value: number
  length: number
}

const DIGITS = /^\d+(?:\.\d+)?/
const MAY_START = new RegExp(
  `[0-9a-z${[...Object.keys(ZH_DIGITS), ...Object.keys(ZH_UNITS), ...Object.keys(ZH_WORDS)].join('')}]`,
)
const ZH_CHARS = new Set([...Object.keys(ZH_DIGITS), ...Object.keys(ZH_UNITS), POINT])

/** Characters a Chinese numeral is made of, at the start of a text (点 for the decimal point). */
export const CHINESE_NUMERAL = new RegExp(`^[${[...ZH_CHARS].join('')}]+`)

/** English number words at the start of `text` (twenty-five, three hundred), with their length. */
export function englishNumber(text: string): NumberMatch | undefined {
  return englishAt(text.slice(0, 40))
}

/** Multi-word English number phrases (a couple of, a dozen): the phrase index matches these. */
export const ENGLISH_NUMBER_PHRASES: ReadonlyArray<readonly [string, number]> = Object.entries(
  EN_ONES,
).filter(([word]) => word.includes(' '))

/**
 * Reads a number at `start`: digits (24, 2.5), a Chinese numeral (二百二十, 一千五, 零点三) or English words,
 * with a sign word before it (负三, minus 6) making it negative.
 */
export function numberAt(text: string, start: number): NumberMatch | undefined {
  for (const sign of NEGATIVE) {
    if (!text.startsWith(sign, start)) continue
    const gap = /[a-z]$/.test(sign) ? (text[start + sign.length] === ' ' ? 1 : -1) : 0
    if (gap < 0) continue
    const number = unsignedAt(text, start + sign.length + gap)
    if (number) return { value: -number.value, length: sign.length + gap + number.length }
  }
  return unsignedAt(text, start)
}

function unsignedAt(text: string, start: number): NumberMatch | undefined {
  const head = text[start]
  if (head === undefined || !MAY_START.test(head)) return undefined
  const rest = text.slice(start, start + 40)
  const digits = DIGITS.exec(rest)
  if (digits) return { value: Number(digits[0]), length: digits[0].length }
  const first = rest[0]
  if (first === undefined) return undefined
  if (ZH_CHARS.has(first)) return chineseAt(rest)
  const word = ZH_WORDS[first]
  if (word !== undefined) return { value: word, length: 1 }
  return englishAt(rest)
}

function chineseAt(rest: string): NumberMatch | undefined {
  let end = 0
  while (end < rest.length && ZH_CHARS.has(rest[end]!)) end++
  // The longest run that reads as a number: 一点 (a little) is not one, 一 before it is.
  for (let length = end; length > 0; length--) {
    const value = parseChineseNumber(rest.slice(0, length))
    if (value !== undefined) return { value, length }
  }
  return undefined
}

/**
 * Reads a whole Chinese numeral: 二百二十 = 220, 二百二 = 220 (a trailing digit counts in the next
 * lower unit), 一千五 = 1500, 零点三 = 0.3, 二二零 = 220. Undefined when it is not one.
 */
export function parseChineseNumber(text: string): number | undefined {
  const parts = text.split(POINT)
  if (parts.length > 2) return undefined
  const [whole = '', fraction] = parts
  const integer = whole === '' ? (fraction === undefined ? undefined : 0) : chineseInteger(whole)
  if (integer === undefined || fraction === '') return undefined
  if (fraction === undefined) return integer
  let decimals = ''
  for (const char of fraction) {
    const digit = ZH_DIGITS[char]
    if (digit === undefined) return undefined
    decimals += String(digit)
  }
  return Number(`${integer}.${decimals}`)
}

function chineseInteger(text: string): number | undefined {
  let total = 0
  let section = 0
  let current = 0
  let lastUnit = 0
  let digitsInRow = 0
  let zeroSeen = false
  for (const char of text) {
    const digit = ZH_DIGITS[char]
    if (digit !== undefined) {
      if (digit === 0) zeroSeen = true
      current = digitsInRow > 0 && lastUnit === 0 ? current * 10 + digit : digit
      digitsInRow++
      continue
    }
    const unit = ZH_UNITS[char]
    if (unit === undefined) return undefined
    if (unit === 10000) {
      total += (section + current || 1) * unit
      section = 0
    } else {
      section += (digitsInRow === 0 ? 1 : current) * unit
    }
    current = 0
    digitsInRow = 0
    zeroSeen = false
    lastUnit = unit
  }
  // 一千五 is 1500: a lone digit after a unit, with no 零 between, counts in the next lower unit.
  if (digitsInRow === 1 && lastUnit >= 100 && !zeroSeen) current *= lastUnit / 10
  return total + section + current
}

function englishAt(rest: string): NumberMatch | undefined {
  let total = 0
  let current = 0
  let length = 0
  let matched = false
  let at = 0
  while (at < rest.length) {
    let end = at
    while (end < rest.length && rest[end]! >= 'a' && rest[end]! <= 'z') end++
    if (end === at) break
    const word = rest.slice(at, end)
    const ones = EN_ONES[word]
    const tens = EN_TENS[word]
    const scale = EN_SCALES[word]
    if (ones !== undefined) current += ones
    else if (tens !== undefined) current += tens
    else if (scale !== undefined && matched) {
      current *= scale
      if (scale >= 1000) {
        total += current
        current = 0
      }
    } else if (!(word === 'and' && matched)) break
    if (word !== 'and') {
      matched = true
      length = end
    }
    const separator = rest[end]
    if (separator !== ' ' && separator !== '-') break
    at = end + 1
  }
  return matched ? { value: total + current, length } : undefined
}
