import { notUnderstood } from '@mindwire/understanding'
import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import type { ParseResult } from '../offline/index.ts'
import type { Turn } from './read-turn.ts'
import { answerFromState } from './state-answer.ts'

const MAX_REPLY = 50

/** The spoken confirmation after calls ran: each call's reply (or refusal), within 50 characters. */
export function replyFromResults(results: NonNullable<Turn['results']>): string {
  const parts = results.map(({ output, isError }) => {
    const record = (output ?? {}) as Record<string, unknown>
    if (!isError && typeof record.reply === 'string') return record.reply
    if (typeof record.message === 'string') return isError ? refusal(record) : record.message
    return isError ? '这个操作没有成功' : '好的'
  })
  return fit(unique(parts))
}

/**
 * What the engine says when it produced no calls: answer a question from the vehicle state, say that a rule
 * for later cannot be kept, ask back, answer small talk, or say what it cannot do.
 */
export function replyWithoutCalls(
  text: string,
  parse: ParseResult,
  state?: Readonly<Record<string, unknown>>,
): string {
  const trimmed = text.trim()
  if (!trimmed || !/[\p{L}\p{N}]/u.test(trimmed)) return '我在，请问需要什么帮助？'
  if (parse.act === 'conditional') return CANNOT_KEEP_RULES
  if (parse.act === 'question')
    return answerFromState(trimmed, state) ?? '这个我暂时答不上来，您可以问我空调、车窗、音量等车辆状态。'
  if (parse.destination) return `您是要导航去${parse.destination}吗？`
  if (parse.unexplained) return notUnderstood(parse.unexplained, true)
  if (parse.needsClarification) return clarifyingQuestion(trimmed)
  if (/你好|您好|嗨|hello|hi\b/i.test(trimmed)) return '你好，我是小智，需要我帮您做什么？'
  if (/你是谁|叫什么|名字/.test(trimmed)) return '我是小智，您的座舱助手。'
  if (/谢谢|多谢|thank/i.test(trimmed)) return '不客气，随时叫我。'
  if (parse.confidence <= 0.5)
    return '抱歉，这个功能暂不支持。我可以帮您控制空调、车窗、天窗、座椅、灯光、音乐和导航。'
  return '这个需要联网才能回答。我可以先帮您控制空调、车窗、音乐和导航。'
}

/** The car keeps no rules that act later by themselves; it says so and changes nothing. */
export const CANNOT_KEEP_RULES =
  '抱歉，我还不能设置按条件自动执行的操作，这次什么都没有改。需要的时候直接告诉我就好。'

/** The reply when the LLM is unreachable and the offline engine found nothing to do. */
export const NEEDS_NETWORK = '网络暂时不可用，这个请求需要联网，请稍后再试。'

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
  if (record.error === 'rejected_by_user' || record.error === 'cancelled') return '好的，已取消'
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
    if (next.length > MAX_REPLY) return reply ? `${reply}等` : `${part.slice(0, MAX_REPLY - 1)}…`
    reply = next
  }
  return reply
}
