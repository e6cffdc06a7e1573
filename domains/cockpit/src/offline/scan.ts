/** Marks a hidden character: regexes for words never match it, so used text cannot be read twice. */
export const HIDDEN = '\u0001'

const UNUSED = new RegExp(`[^${HIDDEN}]+`, 'g')

/**
 * A clause being read by one matcher: which characters it has used so far. Matchers `take` the
 * words they understand; what nobody took is what the engine did not understand.
 */
export class Scan {
  readonly text: string
  #masked: string

  constructor(text: string) {
    this.text = text
    this.#masked = text
  }

  /** The text with used characters hidden. */
  get visible(): string {
    return this.#masked
  }

  /** Finds `re` in the unused text without using it. */
  find(re: RegExp): RegExpExecArray | null {
    re.lastIndex = 0
    return re.exec(this.#masked)
  }

  /** Whether `re` occurs in the unused text. */
  has(re: RegExp): boolean {
    return this.find(re) !== null
  }

  /** Finds `re` in the unused text and marks the match used. */
  take(re: RegExp): RegExpExecArray | null {
    const match = this.find(re)
    if (match) this.mark(match.index, match.index + match[0].length)
    return match
  }

  /** Takes every occurrence of `re` (which must be global) and returns the matches. */
  takeAll(re: RegExp): RegExpExecArray[] {
    const matches = everyMatch(re, this.#masked)
    if (matches.length === 0) return []
    // The matches are in order and apart: hide them all in one rebuild instead of one per match.
    let masked = ''
    let from = 0
    for (const m of matches) {
      masked += this.#masked.slice(from, m.index) + HIDDEN.repeat(m[0].length)
      from = m.index + m[0].length
    }
    this.#masked = masked + this.#masked.slice(from)
    return matches
  }

  /** Marks [start, end) used. */
  mark(start: number, end: number): void {
    if (end <= start) return
    this.#masked = this.#masked.slice(0, start) + HIDDEN.repeat(end - start) + this.#masked.slice(end)
  }

  /** The runs of text nobody used, in order, with where each starts. */
  rest(): Array<{ text: string; at: number }> {
    const runs: Array<{ text: string; at: number }> = []
    for (const m of everyMatch(UNUSED, this.#masked)) runs.push({ text: m[0], at: m.index })
    return runs
  }

  /** Where the first used character is (the text's length when none is). */
  get start(): number {
    const at = this.#masked.indexOf(HIDDEN)
    return at === -1 ? this.text.length : at
  }
}

/**
 * What `[...text.matchAll(re)]` gives for a global `re`, without the copy of the regex and the iterator
 * matchAll makes on every call (the parse scans each clause once per matcher). `re.lastIndex` is left 0.
 */
export function everyMatch(re: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = []
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    matches.push(m)
    // An empty match moves on by one character (by one code point under the u or v flag), as matchAll does.
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.unicodeSets)
  }
  return matches
}

function advance(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1
  const code = text.charCodeAt(at)
  const next = text.charCodeAt(at + 1)
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? at + 2 : at + 1
}
