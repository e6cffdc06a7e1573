const USER_STORAGE = 'mindwire:userId'

/**
 * The person using this browser, as the studio names them to the server (their sessions and saved work
 * are theirs). A host app with sign-in stores its own user id here; otherwise one is made once and kept.
 */
export function localUserId(storage: Storage = localStorage): string {
  const stored = storage.getItem(USER_STORAGE)
  if (stored && /^[\p{L}\p{N}_.@:-]{1,128}$/u.test(stored)) return stored
  const made = `web-${crypto.randomUUID().slice(0, 8)}`
  storage.setItem(USER_STORAGE, made)
  return made
}
