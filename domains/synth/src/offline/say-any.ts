/** Whether the text says any of the words (Latin words whole, Chinese anywhere). */
export function saysAny(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase()
  return words.some((word) =>
    /^[\x20-\x7e]+$/.test(word)
      ? new RegExp(`(^|[^a-z])${escapeRegExp(word)}([^a-z]|$)`).test(lower)
      : lower.includes(word),
  )
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
