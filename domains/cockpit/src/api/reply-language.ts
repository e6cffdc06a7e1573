import type { ContractEvent } from '@mindwire/server'
import type { SessionRecord, Store } from '@mindwire/store'
import { type ReplyLanguage, textLanguage } from '../offline-model/reply-words.ts'
import type { DialogResponse } from './dialog-response.ts'
import type { DialogSession } from './dialog-session.ts'

export { type ReplyLanguage, textLanguage } from '../offline-model/reply-words.ts'

/** The language kept with a session (its stored state's `language`), when one was told. */
export function storedLanguage(session: Pick<SessionRecord, 'state'>): ReplyLanguage | undefined {
  const language = (session.state as { language?: unknown } | null)?.language
  return language === 'zh' || language === 'en' ? language : undefined
}

/**
 * A turn's language: that of what the driver said, when the words tell it; else the one kept with the
 * session (the answer to a confirmation carries no words, and is given in the question's language);
 * Chinese for a session that has said nothing that tells.
 */
export function turnLanguage(session: Pick<SessionRecord, 'state'>, text?: string): ReplyLanguage {
  return (text === undefined ? undefined : textLanguage(text)) ?? storedLanguage(session) ?? 'zh'
}

/**
 * The session with its language kept in its stored state, so a reload, another instance or a run started
 * elsewhere (the AG-UI endpoint) answers in it too. Written only when it changes: a new session carries it
 * in the record its turn creates; a stored one is updated once.
 */
export async function sessionInLanguage(
  store: Store,
  session: DialogSession,
  language: ReplyLanguage,
): Promise<DialogSession> {
  if (storedLanguage(session) === language) return session
  const current = session.state
  const state = {
    ...(typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {}),
    language,
  }
  if (session.unstored)
    return {
      ...session,
      state,
      unstored: { ...session.unstored, state: { ...(session.unstored.state as object), language } },
    }
  await store.sessions.update(session.tenantId, session.id, { state })
  return { ...session, state }
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
