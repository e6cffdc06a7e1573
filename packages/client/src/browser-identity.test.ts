import { describe, expect, it } from 'vitest'
import { API_KEY_STORAGE, localUserId, storedApiKey, USER_ID_STORAGE } from './browser-identity.ts'
import { memoryStorage } from './storage.ts'

describe('who a page is, from its origin’s storage', () => {
  it('reads the stored API key; none is undefined', () => {
    const storage = memoryStorage()
    expect(storedApiKey(storage)).toBeUndefined()
    storage.setItem(API_KEY_STORAGE, 'mw_key')
    expect(storedApiKey(storage)).toBe('mw_key')
  })

  it('keeps a host app’s user id, makes one once otherwise, and replaces one the server would refuse', () => {
    const storage = memoryStorage()
    const made = localUserId(storage)
    expect(made).toMatch(/^web-[0-9a-f]{8}$/)
    expect(localUserId(storage)).toBe(made)
    storage.setItem(USER_ID_STORAGE, 'alice@example.com')
    expect(localUserId(storage)).toBe('alice@example.com')
    storage.setItem(USER_ID_STORAGE, 'not a valid id!')
    expect(localUserId(storage)).toMatch(/^web-/)
  })
})
