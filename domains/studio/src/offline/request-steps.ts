import { amountsIn } from './amounts.ts'
import { INTENT_WORDS, VOCABULARY } from './vocabulary.ts'

/** Where a request may be cut into parts that each stand alone (commas, "and", 并且). */
const SOFT_BREAK = /\s*(?:[,，、]\s*(?:and\s+)?|\s+and\s+|并且|并)\s*/

/**
 * The steps of a request in the order said: cut at sequence words ("then", 然后, 先…再). Steps are
 * trimmed of connecting words; a request with none is one step.
 */
export function sequenceSteps(text: string): string[] {
  const lower = text.toLowerCase()
  // "run the suite after you drop the ceiling": the step said second is done first.
  const reversed = INTENT_WORDS.sequenceAfter.find(lower)[0]
  if (reversed) {
    const head = text.slice(0, reversed.at)
    const tail = text.slice(reversed.end)
    if (clean(head)) return [...sequenceSteps(tail), ...sequenceSteps(head)]
    const comma = tail.search(/[,，]/)
    if (comma > 0) return [...sequenceSteps(tail.slice(0, comma)), ...sequenceSteps(tail.slice(comma + 1))]
  }
  const cuts = VOCABULARY.sequence.find(lower).map((hit) => ({ at: hit.at, end: hit.end }))
  // 先 A 再 B: the 再 after a 先 is a sequence word; elsewhere 再 means "more" (再砍 3 dB).
  const first = lower.indexOf('先')
  const then = first >= 0 ? lower.indexOf('再', first + 2) : -1
  if (then > 0 && /[，,\s]$/.test(lower.slice(0, then))) cuts.push({ at: then, end: then + 1 })
  cuts.sort((a, b) => a.at - b.at)
  const steps: string[] = []
  let from = 0
  for (const cut of cuts) {
    steps.push(text.slice(from, cut.at))
    from = cut.end
  }
  steps.push(text.slice(from))
  return steps.map(clean).filter(Boolean)
}

/** The parts of one step cut at commas and "and", for a caller that checks each part stands alone. */
export function softParts(step: string): string[] {
  return step.split(SOFT_BREAK).map(clean).filter(Boolean)
}

/**
 * The request without its negated parts ("低架别动", "don't touch the limiter"): what must stay as it is
 * is no step. `undefined` when nothing is left to do.
 */
export function withoutNegated(text: string): string | undefined {
  const parts = text.split(/[,，;；]|\band\b|\bbut\b|\bjust\b|只|并且/)
  // "don't start it yet" qualifies a suite request (list only); it negates no change. "I don't need the
  // input gain anymore" is a removal said with a "don't".
  const kept = parts.filter(
    (part) =>
      !VOCABULARY.negation.test(part) ||
      holdsAt(part) ||
      INTENT_WORDS.listOnly.test(part) ||
      INTENT_WORDS.noLongerNeeded.test(part),
  )
  if (kept.length === parts.length) return text
  const rest = kept.map(clean).filter(Boolean).join('，')
  return rest || undefined
}

/**
 * "keep the ceiling at -2 dB": a hold word with a value says what the value must be, a setting; "keep
 * everything else", "don't set it to -6" stay negations.
 */
function holdsAt(part: string): boolean {
  const negations = VOCABULARY.negation.find(part)
  const holds = negations.every((hit) => VOCABULARY.holdAt.test(hit.word))
  return holds && amountsIn(part).some((amount) => !amount.relative && !amount.scale)
}

function clean(part: string): string {
  return part.replace(/^[\s,，、。;；先]+|[\s,，、。;；!！]+$/g, '').replace(/^(?:and|then)\s+/i, '')
}
