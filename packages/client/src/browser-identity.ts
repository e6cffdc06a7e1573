import { defaultStorage, type KeyValueStorage } from './storage.ts'

/** Where a page of this origin finds its API key: its own storage, never the URL (seed 000 §4.7). */
export const API_KEY_STORAGE = 'mindwire:apiKey'
/** Where the person using this browser is named, by a host app's sign-in or by `localUserId`. */
export const USER_ID_STORAGE = 'mindwire:userId'

const USER_ID = /^[\p{L}\p{N}_.@:-]{1,128}$/u

/** The API key this origin stores; undefined when there is none (a keyless local server). */
export function storedApiKey(storage: KeyValueStorage = defaultStorage()): string | undefined {
  return storage.getItem(API_KEY_STORAGE) || undefined
}

/**
 * The person using this browser, as the apps name them to the server (their sessions, saved work and
 * cart are theirs). A host app with sign-in stores its user id here; otherwise one is made once and kept.
 */
export function localUserId(storage: KeyValueStorage = defaultStorage()): string {
  const stored = storage.getItem(USER_ID_STORAGE)
  if (stored && USER_ID.test(stored)) return stored
  const made = `web-${crypto.randomUUID().slice(0, 8)}`
  storage.setItem(USER_ID_STORAGE, made)
  return made
}
