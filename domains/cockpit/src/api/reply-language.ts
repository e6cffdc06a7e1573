import { rememberRecent } from '@mindwire/agent'
import type { ContractEvent } from '@mindwire/server'
import type { DialogResponse } from './dialog-response.ts'

/** The languages a cockpit session is answered in. */
export type ReplyLanguage = 'zh' | 'en'

const HAN = /\p{Script=Han}/u
const LATIN = /[A-Za-z]/

/**
 * The language a person spoke in, told as the model routes tell a request's language (any Chinese character
 * makes it Chinese; Latin letters alone make it English); undefined when it cannot be told (digits, a blank).
 */
export function textLanguage(text: string): ReplyLanguage | undefined {
  return HAN.test(text) ? 'zh' : LATIN.test(text) ? 'en' : undefined
}

const languages = new Map<string, ReplyLanguage>()
const SESSIONS_KEPT = 20_000

/**
 * A session's language: that of what the driver said last (remembered when `text` tells it), so the answer
 * to a confirmation, which carries no words, is given in the language of the question's turn. Chinese when
 * the session has said nothing that tells.
 */
export function sessionLanguage(sessionId: string, text?: string): ReplyLanguage {
  const said = text === undefined ? undefined : textLanguage(text)
  if (said) rememberRecent(languages, sessionId, said, SESSIONS_KEPT)
  return languages.get(sessionId) ?? 'zh'
}

/** A response with every text a driver hears or reads passed through `say` (the rule book's, for one language). */
export function responseSaid(response: DialogResponse, say: (text: string) => string): DialogResponse {
  const { data } = response
  return {
    ...response,
    data: {
      ...data,
      text: say(data.text),
      confirmationMessage: data.confirmationMessage && say(data.confirmationMessage),
      warnings: data.warnings.map((warning) => ({ ...warning, message: say(warning.message) })),
      commands: data.commands.map((command) => ({
        ...command,
        message: command.message && say(command.message),
      })),
    },
  }
}

/**
 * A run's events with the rules' words passed through `say`: warnings, confirmation questions and a blocked
 * call's message. The response is built from these, so the warnings already said in the run's final text (in
 * the session's language) are found there and not said a second time.
 */
export function eventsSaid(events: readonly ContractEvent[], say: (text: string) => string): ContractEvent[] {
  return events.map((event) => {
    if (event.type === 'warning' || event.type === 'confirm_required')
      return { ...event, message: say(event.message) }
    if (event.type !== 'tool_result' || typeof event.output !== 'object' || event.output === null)
      return event
    const output = event.output as Record<string, unknown>
    return typeof output.message === 'string'
      ? { ...event, output: { ...output, message: say(output.message) } }
      : event
  })
}
