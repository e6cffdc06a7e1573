import { webPathOfDeepLink } from '@mindwire/client'
import { isTuneApp } from '../app/tune-apps.ts'

/** The synth studio's id on the server and its page: `mindwire serve` hosts it at the origin's root. */
export const SYNTH_APP = 'synth'
const SYNTH_PAGE = '/'

/**
 * Where this web app opens a deep link: `<base><app>?intent=…&sessionId=…&projectId=…`; undefined for an
 * app it does not host (synth) or a link it cannot read.
 */
export function tunePathOfDeepLink(link: string, base: string): string | undefined {
  const prefix = base.endsWith('/') ? base : `${base}/`
  return webPathOfDeepLink(link, (app) => (isTuneApp(app) ? `${prefix}${app}` : undefined))
}

/** Where a link into the synth studio (a handoff back to it) opens on this origin; undefined for other links. */
export function synthPathOfDeepLink(link: string): string | undefined {
  return webPathOfDeepLink(link, (app) => (app === SYNTH_APP ? SYNTH_PAGE : undefined))
}

/**
 * An incoming handoff in a route's query: the session to continue, what to do with it, and the id of the
 * stored handoff whose context the route reads from the server (a link never carries the context itself).
 */
export function incomingHandoff(
  query: Readonly<Record<string, unknown>>,
): { sessionId: string; intent: string; handoffId?: string } | undefined {
  const { sessionId, intent, handoff } = query
  if (!(typeof sessionId === 'string' && sessionId && typeof intent === 'string' && intent)) return undefined
  return typeof handoff === 'string' && handoff
    ? { sessionId, intent, handoffId: handoff }
    : { sessionId, intent }
}
