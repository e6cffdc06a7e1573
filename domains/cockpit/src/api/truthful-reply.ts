import type { ContractEvent } from '@mindwire/server'
import type { WordedFunction } from '../offline/config-lexicon.ts'
import { replyFromResults } from '../offline-model/offline-replies.ts'
import { englishReply, phrase, type ReplyLanguage, type SaidCall } from '../offline-model/reply-words.ts'

/** A warn rule's notice for the driver, with the call it concerns. */
export interface DriverWarning {
  message: string
  ruleId?: string
  callId?: string
}

// How a reply says an action happened: "已打开…", "已经为您关闭…", "好的，已经完成", "搞定".
const CLAIM =
  /(已经?|已为您|为您|帮您|给您)[^，。；！？,.!?]{0,8}?(打开|开启|开了|关闭|关掉|关上|关了|调到|调至|调高|调低|调大|调小|调成|设置|设为|切换|播放|暂停|导航|完成|执行|启动|折叠|展开|升起|降下)|搞定|办好了|完成了/

/** True when the text tells the driver that something was done. */
export function claimsAction(text: string): boolean {
  return CLAIM.test(text)
}

/**
 * The reply the driver hears, checked against the turn's outcomes: a reply (from a model, or any engine)
 * that says something was done while a call of the turn was blocked, declined, failed, cut off or still
 * waits, while nothing ran at all, or while it names a device (the catalogue's `lexicon.objects`: 后备箱,
 * 尾门 …) whose function did not run, is replaced by the reply built from the outcomes themselves (the
 * offline engine's reply builder). A reply that claims nothing (a question, small talk) is kept.
 */
export function truthfulText(
  events: readonly ContractEvent[],
  said: string,
  functions: readonly WordedFunction[] = [],
): { text: string; replaced: boolean } {
  if (!claimsAction(said)) return { text: said, replaced: false }
  const results = events.flatMap((event) => (event.type === 'tool_result' ? [event] : []))
  const asked = events.flatMap((event) => (event.type === 'confirm_required' ? [event.message] : []))
  const ran = results.filter((result) => result.status === 'ok')
  const ranNames = new Set(ran.map((result) => result.name))
  const namesIdle = functions.some(
    (fn) => !ranNames.has(fn.name) && (fn.lexicon?.objects ?? []).some((word) => said.includes(word)),
  )
  if (ran.length > 0 && ran.length === results.length && asked.length === 0 && !namesIdle)
    return { text: said, replaced: false }
  const built = replyFromResults(
    results.map((result) => ({ name: result.name, output: result.output, isError: result.status !== 'ok' })),
  )
  const text = [built, ...asked].filter(Boolean).join('；') || phrase('notDone', 'zh')
  return { text, replaced: true }
}

/** The warn rules' notices of the turn, once each (compaction notes and other internal warnings left out). */
export function driverWarnings(events: readonly ContractEvent[]): DriverWarning[] {
  const seen = new Set<string>()
  return events.flatMap((event) => {
    if (event.type !== 'warning' || !event.ruleId || seen.has(event.message)) return []
    seen.add(event.message)
    return [{ message: event.message, ruleId: event.ruleId, callId: event.id }]
  })
}

/** The reply with every warning said in it too (the speech output reads the text, nothing else). */
export function withWarnings(text: string, warnings: readonly DriverWarning[]): string {
  let said = text
  for (const { message } of warnings) {
    if (said.includes(message)) continue
    said = said && !/[。！？.!?]$/.test(said) ? `${said}。${message}` : `${said}${message}`
  }
  return said
}

/**
 * What the driver hears for a finished turn: the reply checked against the outcomes, warnings said in it.
 * An English session whose reply came back in Chinese (the car's handlers, and the offline engine's reply
 * built from them, speak Chinese) hears what the calls did said in English from their parameters instead.
 */
export function spokenReply(
  events: readonly ContractEvent[],
  said: string,
  functions: readonly WordedFunction[] = [],
  language: ReplyLanguage = 'zh',
  earlierCalls: ReadonlyMap<string, Record<string, unknown>> = new Map(),
): string {
  const english = language === 'en' && HAN.test(said) ? englishTurnReply(events, earlierCalls) : undefined
  return withWarnings(english ?? truthfulText(events, said, functions).text, driverWarnings(events))
}

const HAN = /\p{Script=Han}/u
const DECLINED = ['rejected_by_user', 'cancelled']

/**
 * A turn's calls and questions said in English; undefined when the turn made no call and asked nothing. A
 * call made in an earlier turn (the one a confirmation answers) has its parameters in `earlierCalls`.
 */
function englishTurnReply(
  events: readonly ContractEvent[],
  earlierCalls: ReadonlyMap<string, Record<string, unknown>>,
): string | undefined {
  const args = new Map(
    events.flatMap((event) => (event.type === 'tool_call' ? [[event.id, event.arguments]] : [])),
  )
  const calls = events.flatMap((event): SaidCall[] => {
    if (event.type !== 'tool_result') return []
    const output = (event.output ?? {}) as Record<string, unknown>
    return [
      {
        name: event.name,
        params: earlierCalls.get(event.id) ?? parsedArgs(args.get(event.id)),
        isError: event.status !== 'ok',
        ...(typeof output.message === 'string' ? { message: output.message } : {}),
        ...(typeof output.state === 'object' && output.state !== null
          ? { state: output.state as Record<string, unknown> }
          : {}),
        ...(DECLINED.includes(String(output.error)) ? { cancelled: true } : {}),
      },
    ]
  })
  const asked = events.flatMap((event) => (event.type === 'confirm_required' ? [event.message] : []))
  if (calls.length === 0 && asked.length === 0) return undefined
  return [englishReply(calls), ...asked].filter(Boolean).join('. ') || phrase('notDone', 'en')
}

function parsedArgs(text: string | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(text ?? '{}')
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}
