import { parseNumber, takePercent, VALUE } from './numbers.ts'
import type { Scan } from './scan.ts'

const BRIGHTNESS = /亮度|brightness/
const BRIGHTEST = /最亮|(?:亮度?)?(?:调到|开到|调|开)?最(?:大|高)|full brightness/
const DIMMEST = /最暗|(?:亮度?)?(?:调到|开到|调)?最(?:小|低)/
const VALUE_WORD = new RegExp(`(?:调到|调成|设为|设置为|开到|到|为|成)?\\s*(${VALUE})(?![度挡])`)

/**
 * An absolute brightness 0–100 said in the clause (最亮 = 100, 最暗 = 0, 60%, 亮度调到60), taken; a bare
 * number counts only beside the word 亮度 or when it continues a brightness call (80呢). Lights and
 * screens read it alike.
 */
export function takeBrightnessValue(scan: Scan, continuesBrightness: boolean): number | null {
  const topic = scan.take(BRIGHTNESS) !== null
  if (scan.take(BRIGHTEST)) return 100
  if (scan.take(DIMMEST)) return 0
  const percent = takePercent(scan)
  if (percent !== null && percent <= 100) return percent
  if (!topic && !continuesBrightness) return null
  const m = scan.find(VALUE_WORD)
  const value = m ? parseNumber(m[1]!) : null
  if (!m || value === null || value > 100) return null
  scan.mark(m.index, m.index + m[0].length)
  return value
}
