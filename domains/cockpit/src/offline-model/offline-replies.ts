import { notUnderstood } from '@mindwire/understanding'
import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import type { ParseResult } from '../offline/index.ts'
import type { Turn } from './read-turn.ts'
import { englishClarifyingQuestion, phrase, type ReplyLanguage } from './reply-words.ts'
import { answerFromState } from './state-answer.ts'

// A spoken reply's length: 50 characters of Chinese; a rule's English message (up to 160) is said whole.
const MAX_REPLY = 50
const MAX_REPLY_LATIN = 160
const HAN = /\p{Script=Han}/u

/** The spoken confirmation after calls ran: each call's reply (or refusal), within 50 characters. */
export function replyFromResults(results: NonNullable<Turn['results']>): string {
  const parts = results.map(({ output, isError }) => {
    const record = (output ?? {}) as Record<string, unknown>
    if (!isError && typeof record.reply === 'string') return record.reply
    if (typeof record.message === 'string') return isError ? refusal(record) : record.message
    return phrase(isError ? 'failed' : 'done', 'zh')
  })
  return fit(unique(parts))
}

/**
 * What the engine says when it produced no calls, in the language the driver spoke: answer a question from
 * the vehicle state, say that a rule for later cannot be kept, ask back, answer small talk, or say what it
 * cannot do. The clarifying questions are Chinese data: an English driver gets one question asked back.
 */
export function replyWithoutCalls(
  text: string,
  parse: ParseResult,
  state?: Readonly<Record<string, unknown>>,
  language: ReplyLanguage = 'zh',
): string {
  const say = (name: Parameters<typeof phrase>[0]) => phrase(name, language)
  const chinese = language === 'zh'
  const trimmed = text.trim()
  if (!trimmed || !/[\p{L}\p{N}]/u.test(trimmed)) return say('listening')
  if (parse.act === 'conditional') return say('cannotKeepRules')
  if (parse.act === 'question') return answerFromState(trimmed, state, language) ?? say('cannotAnswer')
  if (parse.destination) return say('navigateTo').replace('{place}', parse.destination)
  if (parse.unexplained) return notUnderstood(parse.unexplained, chinese)
  if (parse.needsClarification) return chinese ? clarifyingQuestion(trimmed) : englishClarifyingQuestion()
  if (/你好|您好|嗨|hello|hi\b/i.test(trimmed)) return say('hello')
  if (/你是谁|叫什么|名字|who are you|your name/i.test(trimmed)) return say('whoAmI')
  if (/谢谢|多谢|thank/i.test(trimmed)) return say('thanks')
  if (parse.confidence <= 0.5) return say('unsupported')
  return say('online')
}

/** The car keeps no rules that act later by themselves; it says so and changes nothing. */
export const CANNOT_KEEP_RULES = phrase('cannotKeepRules', 'zh')

/** The reply when the LLM is unreachable and the offline engine found nothing to do. */
export const NEEDS_NETWORK = phrase('needsNetwork', 'zh')

const ClarifyingQuestions = z.object({
  fallback: z.string().min(1),
  questions: z.array(z.object({ words: z.array(z.string().min(1)), question: z.string().min(1) })),
})
type ClarifyingQuestions = z.infer<typeof ClarifyingQuestions>

let questions: ClarifyingQuestions | undefined

/** The one question asked back, chosen by the part of the car the request names (data, read once). */
function clarifyingQuestion(text: string): string {
  questions ??= loadDataFile(configFile('understanding/clarifying-questions.json'), ClarifyingQuestions)
  const asked = questions.questions.find((entry) => entry.words.some((word) => text.includes(word)))
  return asked?.question ?? questions.fallback
}

function refusal(record: Record<string, unknown>): string {
  if (record.error === 'rejected_by_user' || record.error === 'cancelled') return phrase('cancelled', 'zh')
  return String(record.message)
}

function unique(parts: string[]): string[] {
  return [...new Set(parts.filter(Boolean))]
}

/** Joins replies with Chinese separators and trims to the limit at a clause boundary where possible. */
function fit(parts: string[]): string {
  let reply = ''
  for (const part of parts) {
    const next = reply ? `${reply}；${part}` : part
    const limit = HAN.test(next) ? MAX_REPLY : MAX_REPLY_LATIN
    if (next.length > limit) return reply ? `${reply}等` : `${part.slice(0, limit - 1)}…`
    reply = next
  }
  return reply
}
