import { parseDeepLink } from '@mindwire/client'
import { isTuneApp } from '../app/tune-apps.ts'

/**
 * Where this web app opens a deep link: `<base><app>?intent=…&sessionId=…&projectId=…`; undefined for an
 * app it does not host (xi-probe) or a link it cannot read.
 */
export function webPathOfDeepLink(link: string, base: string): string | undefined {
  const parts = parseDeepLink(link)
  if (!parts || !isTuneApp(parts.app)) return undefined
  const query = new URLSearchParams({ intent: parts.intent, ...parts.params })
  return `${base.endsWith('/') ? base : `${base}/`}${parts.app}?${query}`
}

/** An incoming handoff in a route's query: the session to continue and what to do with it. */
export function incomingHandoff(
  query: Readonly<Record<string, unknown>>,
): { sessionId: string; intent: string } | undefined {
  const { sessionId, intent } = query
  return typeof sessionId === 'string' && sessionId && typeof intent === 'string' && intent
    ? { sessionId, intent }
    : undefined
}
