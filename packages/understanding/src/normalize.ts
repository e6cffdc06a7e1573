/**
 * Folds full-width forms to their plain ones, English to lower case and every space to ' ', character
 * by character, so one phrase list serves both ways of typing and every offset in a reading is also an
 * offset in the text as the user wrote it (a character whose folding is longer is kept as it is).
 */
export function normalize(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char <= '~') {
      out += char >= 'A' && char <= 'Z' ? char.toLowerCase() : /\s/.test(char) ? ' ' : char
      continue
    }
    const folded = /\s/.test(char) ? ' ' : char.normalize('NFKC').toLowerCase()
    out += folded.length === 1 ? folded : char
  }
  return out
}

/** Whether `char` belongs to an English word or a number, where a phrase may not start or end. */
export function isAsciiAlnum(char: string | undefined): boolean {
  return char !== undefined && ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9'))
}

const PUNCTUATION = /[\s,.;:!?'"()[\]{}<>、。，；：！？“”‘’（）《》…~～·]/

/** Whether a character carries no meaning of its own (space or punctuation). */
export function isPunctuation(char: string): boolean {
  return PUNCTUATION.test(char)
}
