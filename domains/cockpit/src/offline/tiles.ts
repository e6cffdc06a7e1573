/**
 * Whether the words of a sticky (`y`) pattern tile the text end to end. Walks from the start and stops
 * at the first gap, so a long text is rejected at its first other word instead of being rewritten whole.
 * Same answer as removing every match and testing for emptiness: a gap or an empty match leaves a
 * character behind.
 */
export function tiles(sticky: RegExp, text: string): boolean {
  sticky.lastIndex = 0
  while (sticky.lastIndex < text.length) {
    const at = sticky.lastIndex
    if (sticky.exec(text) === null || sticky.lastIndex === at) return false
  }
  return true
}
