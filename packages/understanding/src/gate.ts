import type { Reading } from './types.ts'

/**
 * The coverage gate every offline engine applies before it acts: a reading accounts for the whole request
 * only when no content word is left unexplained. `known` holds names the caller's state accounts for (the
 * labels of what is on the canvas, the titles just shown), which no lexicon can list in advance.
 * Returns the words still unexplained: empty means the engine may act; otherwise it asks about them.
 */
export function unexplained(reading: Reading, known: readonly string[] = []): string[] {
  const names = known.map((name) => name.normalize('NFKC').toLowerCase())
  return reading.unknown.filter((word) => isContent(word) && !names.some((name) => name.includes(word)))
}

/** A run with a letter or a Chinese character; stray symbols and emoji carry no request. */
function isContent(word: string): boolean {
  return /[a-z\u4e00-\u9fff]/.test(word)
}

/** The one plain question an engine asks when words went unexplained, in the language of the request. */
export function notUnderstood(words: readonly string[], chinese: boolean): string {
  const shown = words.slice(0, 3)
  return chinese
    ? `我没听懂「${shown.join('」「')}」，所以什么都没改。能换个说法吗？`
    : `I did not understand "${shown.join('", "')}", so I changed nothing. Could you say it another way?`
}
