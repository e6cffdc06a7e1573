import vocabulary from './vocabulary/speech-acts.json' with { type: 'json' }

/** What a message does: asks something (answered, never acted on) or asks for a change. */
export type SpeechAct = 'question' | 'command'

const QUESTION_STARTS: ReadonlySet<string> = new Set(vocabulary.questionStarts)
const CHINESE_ENDINGS = ['吗', '么', '呢']
// Final particles and bare 几 are left to the ending check: 这么/那么 and 加几个 are no questions.
const CHINESE_MARKS = vocabulary.chineseQuestionMarks.filter(
  (mark) => !CHINESE_ENDINGS.includes(mark) && mark !== '几',
)

/**
 * Whether a message is a question. Polite requests ("can you add…?", 能不能帮我加…) are commands even with
 * a question mark; otherwise a question mark, an English interrogative or auxiliary first, or a Chinese
 * question word or final particle makes a question.
 */
export function readSpeechAct(text: string): SpeechAct {
  const lower = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (vocabulary.requestStarts.some((start) => startsWithWords(lower, start))) return 'command'
  if (vocabulary.chineseRequestStarts.some((start) => lower.includes(start))) return 'command'
  if (/[?？]\s*$/.test(lower)) return 'question'
  const first = /^[a-z']+/.exec(lower)?.[0]
  if (first && QUESTION_STARTS.has(first)) return 'question'
  const bare = lower.replace(/[。.!！~～\s]+$/, '')
  if (CHINESE_ENDINGS.some((ending) => bare.endsWith(ending))) return 'question'
  return CHINESE_MARKS.some((mark) => lower.includes(mark)) ? 'question' : 'command'
}

/** Whether the text says any of the words (Latin words whole, Chinese anywhere). */
export function saysAny(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase()
  return words.some((word) =>
    /^[\x20-\x7e]+$/.test(word)
      ? new RegExp(`(^|[^a-z])${escapeRegExp(word)}([^a-z]|$)`).test(lower)
      : lower.includes(word),
  )
}

function startsWithWords(text: string, start: string): boolean {
  return text.startsWith(start) && !/[a-z]/.test(text[start.length] ?? '')
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
