/**
 * Folds full-width forms to their plain ones and English to lower case, so one phrase list serves
 * both ways of typing. NFKC keeps CJK characters as they are; offsets in a reading refer to this text.
 */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
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
