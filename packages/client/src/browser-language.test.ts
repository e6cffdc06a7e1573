import { describe, expect, it } from 'vitest'
import { chooseLanguage, LANGUAGE_STORAGE, preferredLanguage } from './browser-language.ts'
import { memoryStorage } from './storage.ts'

describe('the language a page speaks', () => {
  it('follows the browser until the person chooses, then keeps their choice', () => {
    const storage = memoryStorage()
    expect(preferredLanguage(storage, ['zh-CN', 'en'])).toBe('zh')
    expect(preferredLanguage(storage, ['en-GB', 'zh-CN'])).toBe('en')
    expect(preferredLanguage(storage, [])).toBe('en')
    chooseLanguage('en', storage)
    expect(preferredLanguage(storage, ['zh-TW'])).toBe('en')
    storage.setItem(LANGUAGE_STORAGE, 'fr')
    expect(preferredLanguage(storage, ['zh-TW'])).toBe('zh')
  })
})
