import type { Position, SignalType } from './detect-intent.ts'
import { INTENT_WORDS, keyIn } from './vocabulary.ts'

/** The seat a request names; the driver's when it names none. */
export function positionIn(text: string): Position {
  return (keyIn('positions', text) as Position | undefined) ?? 'driver'
}

/** Pink noise when the request says so; a sweep otherwise. */
export function signalTypeIn(text: string): SignalType {
  return INTENT_WORDS.pinkNoise.test(text) ? 'pink' : 'sweep'
}

/** The vehicle signal a request names, if any. */
export function signalIn(text: string): string | undefined {
  return keyIn('signals', text)
}

/** How a binding maps the signal: named in the request, else offset (added to the value set). */
export function modeIn(text: string): string {
  return keyIn('bindingModes', text) ?? 'offset'
}

/** The XiTest suite a request names. */
export function suiteIn(text: string): string | undefined {
  return keyIn('suites', text)
}

/** The app a request names. */
export function appIn(text: string): string | undefined {
  return keyIn('apps', text)
}

/** A certification level a request asks for (ASIL-A…D, QM). */
export function certificationIn(text: string): string | undefined {
  const match = text.match(/asil[- ]?([a-d])\b/i)
  if (match) return `ASIL-${match[1]!.toUpperCase()}`
  return /\bqm\b/i.test(text) ? 'QM' : undefined
}
