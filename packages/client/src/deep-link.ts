/** What a deep link names: the app, what to do there, and the rest (sessionId, projectId, …). */
export interface DeepLinkParts {
  app: string
  intent: string
  params: Record<string, string>
}

/**
 * The suite's deep link (seed 000 §4.7), as the server's handoff answers it:
 * `xi://<app>/intent/<intent>?sessionId=…&projectId=…`. No credentials: the app that opens it has its own.
 */
export function deepLink(
  app: string,
  intent: string,
  context: Readonly<Record<string, string | number | boolean>> = {},
  sessionId?: string,
): string {
  const query = new URLSearchParams()
  if (sessionId) query.set('sessionId', sessionId)
  for (const [key, value] of Object.entries(context)) query.set(key, String(value))
  return `xi://${app}/intent/${encodeURIComponent(intent)}${query.size > 0 ? `?${query}` : ''}`
}

/** Reads an `xi://` deep link; undefined for anything else. */
export function parseDeepLink(link: string): DeepLinkParts | undefined {
  const match = /^xi:\/\/([a-z0-9-]+)\/intent\/([^?#/]+)(?:\?([^#]*))?$/.exec(link)
  if (!match) return undefined
  let intent: string
  try {
    intent = decodeURIComponent(match[2]!)
  } catch {
    return undefined
  }
  return { app: match[1]!, intent, params: Object.fromEntries(new URLSearchParams(match[3] ?? '')) }
}

/**
 * Where a web app opens a deep link: the page that hosts the link's app (`pageOf`, e.g. `xi-tune` →
 * `/tune/xi-tune`, `synth` → `/`) with the intent and the link's parameters as its query. Undefined for an
 * app no page of this origin hosts, or a link that is not one.
 */
export function webPathOfDeepLink(
  link: string,
  pageOf: (app: string) => string | undefined,
): string | undefined {
  const parts = parseDeepLink(link)
  const page = parts && pageOf(parts.app)
  if (!parts || page === undefined) return undefined
  return `${page}?${new URLSearchParams({ intent: parts.intent, ...parts.params })}`
}
