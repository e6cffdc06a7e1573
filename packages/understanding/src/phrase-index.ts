import { isAsciiAlnum } from './normalize.ts'
import type { Tag } from './tags.ts'

export interface Entry {
  phrase: string
  tags: Tag[]
  /** Added as `stem*`: the stem with any English ending (measur* = measure, measured, measuring). */
  stem?: boolean
}

/** Phrases by their first character, longest first, so the longest phrase at a position wins. */
export class PhraseIndex {
  readonly #byFirst = new Map<string, Entry[]>()
  readonly #byPhrase = new Map<string, Entry>()

  /** Adds a phrase meaning `tag`; a phrase added twice carries both meanings. */
  add(phrase: string, tag: Tag): void {
    const folded = phrase.normalize('NFKC').toLowerCase().trim()
    const stem = /[a-z]\*$/.test(folded)
    const key = stem ? folded.slice(0, -1) : folded
    if (key === '') return
    const known = this.#byPhrase.get(key)
    if (known) {
      if (!known.tags.some((t) => sameTag(t, tag))) known.tags.push(tag)
      return
    }
    const entry: Entry = stem ? { phrase: key, tags: [tag], stem } : { phrase: key, tags: [tag] }
    this.#byPhrase.set(key, entry)
    const first = key[0]!
    const list = this.#byFirst.get(first) ?? []
    list.push(entry)
    list.sort((a, b) => b.phrase.length - a.phrase.length)
    this.#byFirst.set(first, list)
  }

  /** Whether a phrase is known with any meaning. */
  has(phrase: string): boolean {
    return this.#byPhrase.has(phrase.normalize('NFKC').toLowerCase().trim())
  }

  /** Adds every phrase of a list with the same meaning. */
  addAll(phrases: readonly string[], tag: Tag): void {
    for (const phrase of phrases) this.add(phrase, tag)
  }

  /** Every phrase at `start` that stands as a whole word where English is involved, longest first. */
  *entriesAt(text: string, start: number): Generator<Entry> {
    const first = text[start]!
    // Inside an English word no phrase starts: skips most positions of English text at once.
    if (isLetter(first) && isLetter(text[start - 1])) return
    const list = this.#byFirst.get(first)
    if (!list) return
    for (const entry of list) {
      if (!text.startsWith(entry.phrase, start)) continue
      if (entry.stem) {
        let end = start + entry.phrase.length
        while (isLetter(text[end])) end++
        yield { phrase: text.slice(start, end), tags: entry.tags }
      } else if (standsAlone(text, start, start + entry.phrase.length, entry.phrase)) yield entry
    }
  }
}

/** English words and numbers must not be cut out of longer ones (`hz` after a digit is fine). */
function standsAlone(text: string, start: number, end: number, phrase: string): boolean {
  const first = phrase[0]!
  const last = phrase[phrase.length - 1]!
  const before = text[start - 1]
  const after = text[end]
  if (isAsciiAlnum(first) && isAsciiAlnum(before)) {
    const letterAfterDigit = /[a-z]/.test(first) && /[0-9]/.test(before!)
    if (!letterAfterDigit) return false
  }
  if (isAsciiAlnum(last) && isAsciiAlnum(after)) {
    const digitThenLetter = /[0-9]/.test(last) && /[a-z]/.test(after!)
    if (!digitThenLetter || /[0-9]/.test(after!)) return false
  }
  return true
}

function sameTag(a: Tag, b: Tag): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && char >= 'a' && char <= 'z'
}
