// Numbers as people say them to rule engines: Chinese numerals and English number words.
const DIGITS: Readonly<Record<string, number>> = {
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
const UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10000 }

/** Characters a Chinese numeral is made of (点 for the decimal point). */
export const CHINESE_NUMERAL = /^[零〇一二两三四五六七八九十百千万点]+/

const ENGLISH_NUMBERS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  sixteen: 16,
  twenty: 20,
  half: 0.5,
}

/** An English number word at the start of `text` (word-bounded), with its length. */
export function englishNumber(text: string): { value: number; length: number } | undefined {
  const match = /^[a-z]+/.exec(text)
  if (!match) return undefined
  const value = ENGLISH_NUMBERS[match[0]]
  return value === undefined ? undefined : { value, length: match[0].length }
}

/**
 * Reads a Chinese numeral: 二百二十 = 220, 二百二 = 220 (a trailing digit counts in the next lower unit),
 * 一千五 = 1500, 零点三 = 0.3, 十六 = 16. Undefined for text that is not one.
 */
export function parseChineseNumber(text: string): number | undefined {
  const [whole = '', fraction] = text.split('点')
  if (text.split('点').length > 2) return undefined
  const integer = whole === '' ? (fraction === undefined ? undefined : 0) : parseChineseInteger(whole)
  if (integer === undefined) return undefined
  if (fraction === undefined) return integer
  // 一点 is "a little", and a 点 with no digit after it no decimal point.
  if (fraction === '') return undefined
  let decimals = ''
  for (const char of fraction) {
    const digit = DIGITS[char]
    if (digit === undefined) return undefined
    decimals += String(digit)
  }
  return Number(`${integer}.${decimals}`)
}

function parseChineseInteger(text: string): number | undefined {
  let total = 0
  let current = 0
  let lastUnit = 0
  let sawDigit = false
  // 二百零五 is 205, but 二百五 is 250: a digit right after a unit counts in the next lower unit.
  let zeroAfterUnit = false
  for (const char of text) {
    const digit = DIGITS[char]
    if (digit !== undefined) {
      if (digit === 0 && lastUnit > 0) zeroAfterUnit = true
      // 二二零 without units reads digit by digit.
      current = sawDigit && lastUnit === 0 ? current * 10 + digit : digit
      sawDigit = true
      continue
    }
    const unit = UNITS[char]
    if (unit === undefined) return undefined
    const multiplier = sawDigit ? current : 1
    total = unit === 10000 ? (total + multiplier) * unit : total + multiplier * unit
    current = 0
    lastUnit = unit
    sawDigit = false
    zeroAfterUnit = false
  }
  if (sawDigit && lastUnit > 10 && !zeroAfterUnit) return total + current * (lastUnit / 10)
  return total + current
}
