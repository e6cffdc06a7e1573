import { deepLink, webPathOfDeepLink } from '@mindwire/client'
import { fill, type StudioWords, studioWords } from '../app/studio-words.ts'

/** The tuning studio's page for an app of the suite: `mindwire serve` hosts it beside this one at `/tune/`. */
const TUNE_BASE = '/tune/'

/**
 * The tuning studio's XiTune page opened with this session and the intent `auto-tune` (seed 000 §4.7):
 * the same deep link XiStudio's open-app tool opens, mapped to this origin. No credentials in it.
 */
export function tuningStudioPath(sessionId: string): string {
  const link = deepLink('xi-tune', 'auto-tune', {}, sessionId)
  return webPathOfDeepLink(link, (app) => (app.startsWith('xi-') ? `${TUNE_BASE}${app}` : undefined))!
}

/**
 * A handoff back into this page (`/?sessionId=…&intent=…&handoff=…`): the session, the intent, and the id of
 * the stored handoff whose context (the result) the page reads with its key; a link never carries it.
 */
export interface IncomingHandback {
  sessionId: string
  intent: string
  handoffId?: string
}

export function incomingHandback(search: string): IncomingHandback | undefined {
  const { sessionId, intent, handoff } = Object.fromEntries(new URLSearchParams(search))
  if (!sessionId || !intent) return undefined
  return handoff ? { sessionId, intent, handoffId: handoff } : { sessionId, intent }
}

/** What the synth studio says when a session comes back: the tuning result's figures when it has them. */
export function handbackMessage(
  intent: string,
  context: Readonly<Record<string, unknown>> = {},
  say: StudioWords = studioWords(),
): string {
  if (intent !== 'tuning-completed') return fill(say.handoff.back, { intent })
  const before = Number(context.maxDeviationBeforeDb)
  const after = Number(context.maxDeviationAfterDb)
  const figures =
    Number.isFinite(before) && Number.isFinite(after) ? fill(say.handoff.figures, { before, after }) : ''
  return fill(say.handoff.done, { figures })
}
