import { numberAt } from './numerals.ts'
import type { PhraseIndex } from './phrase-index.ts'
import type { Tag, Token } from './tags.ts'

// Segmentation weights: covering a character is worth 1, a character of a domain word a little more
// (加|大米 over 加大|米); each token costs a little, so one long phrase beats the same text in pieces.
const DOMAIN_WEIGHT = 1.2
const TOKEN_COST = 0.1

/**
 * Cuts normalized text into tokens by the segmentation that covers the most text (dynamic programming
 * from the end), preferring domain words and longer phrases. A number as long as a phrase adds its value
 * to the phrase's meanings. Characters no vocabulary knows are left out, so the caller can see them.
 */
export function tokenize(text: string, index: PhraseIndex): Token[] {
  const n = text.length
  // Per position: the best score from here to the end, the length taken here and what it means.
  const score = new Float64Array(n + 1)
  const taken = new Int32Array(n + 1)
  const meaning: (readonly Tag[] | undefined)[] = new Array(n + 1)
  for (let i = n - 1; i >= 0; i--) {
    score[i] = score[i + 1]!
    taken[i] = 1
    meaning[i] = undefined
    if (text[i] === ' ') continue
    const number = wordStart(text, i) ? numberAt(text, i) : undefined
    const numberLength = number && numberEnds(text, i, number.length) ? number.length : 0
    for (const entry of index.entriesAt(text, i)) {
      const length = entry.phrase.length
      const value = score[i + length]! + weigh(length, entry.tags)
      if (value <= score[i]!) continue
      score[i] = value
      taken[i] = length
      meaning[i] =
        numberLength === length && !entry.tags.some((tag) => tag.type === 'number')
          ? [...entry.tags, { type: 'number', value: number!.value }]
          : entry.tags
    }
    if (numberLength > 0) {
      const tags: Tag[] = [{ type: 'number', value: number!.value }]
      const value = score[i + numberLength]! + weigh(numberLength, tags)
      if (value > score[i]!) {
        score[i] = value
        taken[i] = numberLength
        meaning[i] = tags
      }
    }
  }
  const tokens: Token[] = []
  for (let i = 0; i < n; ) {
    const tags = meaning[i]
    const length = taken[i]!
    if (tags) tokens.push({ start: i, end: i + length, text: text.slice(i, i + length), tags: [...tags] })
    i += length
  }
  return tokens
}

function weigh(length: number, tags: readonly Tag[]): number {
  const domain = tags.some((tag) => tag.type === 'mention')
  return length * (domain ? DOMAIN_WEIGHT : 1) - TOKEN_COST
}

/** A number may start a token only where a word may: not inside an English word. */
function wordStart(text: string, i: number): boolean {
  return !/[a-z]/.test(text[i - 1] ?? '') || !/[a-z]/.test(text[i]!)
}

/** An English number word must end where a word ends; digits may run into a unit (220hz). */
function numberEnds(text: string, i: number, length: number): boolean {
  const last = text[i + length - 1]!
  const after = text[i + length]
  if (/[a-z]/.test(last)) return !/[a-z0-9]/.test(after ?? '')
  return !/[0-9]/.test(after ?? '')
}
