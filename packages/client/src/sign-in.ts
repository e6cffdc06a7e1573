import { storedApiKey } from './browser-identity.ts'
import { defaultStorage, type KeyValueStorage } from './storage.ts'

/**
 * Whether the server this page came from wants a key this browser does not have (or has a key it no
 * longer takes): its API answers 401. An unreachable server is no reason to sign in (false).
 */
export async function needsSignIn(storage: KeyValueStorage = defaultStorage()): Promise<boolean> {
  const key = storedApiKey(storage)
  try {
    const answer = await fetch('/api/ai/models', { headers: key ? { authorization: `Bearer ${key}` } : {} })
    return answer.status === 401
  } catch {
    return false
  }
}

/** The server's sign-in page, coming back to `next` (this page by default) once a key is accepted. */
export function signInPath(next = `${location.pathname}${location.search}`): string {
  return `/signin?next=${encodeURIComponent(next)}`
}

/**
 * For a web app served by the server it talks to: goes to the sign-in page when a key is needed, and
 * resolves to false then (the app should not start); true when the app can start.
 */
export async function signInFirst(storage: KeyValueStorage = defaultStorage()): Promise<boolean> {
  if (!(await needsSignIn(storage))) return true
  location.replace(signInPath())
  return false
}

/**
 * Starts a web app once it may: at once when it talks to another server (`endpoint` set: that server's
 * keys are the host's business), else after `signInFirst` found no key missing.
 */
export function whenSignedIn(endpoint: string, start: () => void): void {
  if (endpoint) start()
  else void signInFirst().then((signedIn) => signedIn && start())
}
