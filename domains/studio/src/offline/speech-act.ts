import { VOCABULARY } from './vocabulary.ts'

/** What a request does as an utterance: asks to act, asks about the project, or asks what would happen. */
export type SpeechAct = 'command' | 'question' | 'hypothetical'

/**
 * A request with a hypothetical ("what happens if", 会怎样) or a question word is a question; one ending
 * like a question is too, unless it is a polite request ("can you lower…?", "能把…降 2dB 吗"). Questions are
 * answered, never turned into edits.
 */
export function speechAct(text: string): SpeechAct {
  const lower = text.toLowerCase().trim()
  if (VOCABULARY.hypothetical.test(lower)) return 'hypothetical'
  const polite =
    VOCABULARY.polite.find(lower).some((hit) => hit.at <= 2) ||
    (/\d/.test(lower) &&
      VOCABULARY.politeWithValue.find(lower).some((hit) => hit.at === 0 || !/^[a-z]/.test(hit.word)))
  if (VOCABULARY.wh.test(lower)) return 'question'
  const bare = lower.replace(/[\s。.!！~]+$/, '')
  const endsAsQuestion = VOCABULARY.endings.some((ending) => bare.endsWith(ending))
  const firstWord = lower.match(/^[a-z']+/)?.[0]
  // "is it possible to set…?" asks for the change; "is the shelf boosting?" asks about the project.
  if (firstWord && VOCABULARY.yesNoStart.includes(firstWord) && !polite) return 'question'
  // "drop the high shelf 2 dB?", "把低架降 2dB？": an imperative said tentatively is still a request.
  const imperative = VOCABULARY.imperativeStart.some((verb) =>
    /^[a-z]/.test(verb) ? firstWord === verb : lower.startsWith(verb),
  )
  return endsAsQuestion && !polite && !imperative ? 'question' : 'command'
}
