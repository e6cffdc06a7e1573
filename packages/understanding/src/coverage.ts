import { isPunctuation } from './normalize.ts'
import type { Token } from './tags.ts'

/** How much of the text the vocabulary accounted for, and the words it did not know. */
export function coverageOf(text: string, tokens: readonly Token[]): { coverage: number; unknown: string[] } {
  const covered = new Uint8Array(text.length)
  for (const token of tokens) covered.fill(1, token.start, token.end)
  const unknown: string[] = []
  let meaningful = 0
  let known = 0
  let run = ''
  for (let i = 0; i <= text.length; i++) {
    const char = text[i]
    const blank = char === undefined || isPunctuation(char)
    if (!blank) {
      meaningful++
      if (covered[i]) known++
    }
    if (!blank && !covered[i]) {
      run += char
      continue
    }
    // A space inside an unknown English phrase keeps it one phrase.
    if (
      char === ' ' &&
      run !== '' &&
      !covered[i + 1] &&
      text[i + 1] !== undefined &&
      !isPunctuation(text[i + 1]!)
    ) {
      run += char
      continue
    }
    if (run !== '') unknown.push(run.trim())
    run = ''
  }
  return { coverage: meaningful === 0 ? 0 : known / meaningful, unknown }
}
