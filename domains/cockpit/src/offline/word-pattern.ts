/** The words of a data file as one regex alternation: escaped, longest first (so 我是说 wins over 说). */
export function alternationOf(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
}
