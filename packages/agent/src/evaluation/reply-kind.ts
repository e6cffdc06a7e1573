import markers from './reply-markers.json' with { type: 'json' }

/** What a reply does for the person: asks something, declines plainly, or states something. */
export type ReplyKind = 'question' | 'cannot' | 'statement'

const QUESTION_MARKS: readonly string[] = markers.question.marks
const QUESTION_PHRASES: readonly string[] = markers.question.phrases
const CANNOT_PHRASES: readonly string[] = markers.cannot.phrases

/**
 * Reads a reply's kind from the markers in reply-markers.json. A question anywhere in the reply counts
 * (a clarifying question often follows a sentence saying what was understood).
 */
export function replyKind(reply: string): ReplyKind {
  const text = reply.trim().toLowerCase()
  if (!text) return 'statement'
  if (QUESTION_MARKS.some((mark) => text.includes(mark))) return 'question'
  if (QUESTION_PHRASES.some((phrase) => text.includes(phrase))) return 'question'
  if (CANNOT_PHRASES.some((phrase) => text.includes(phrase))) return 'cannot'
  return 'statement'
}
