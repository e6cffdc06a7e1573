import { defaultStorage, type KeyValueStorage } from './storage.ts'

/** The two languages the apps speak. */
export type UiLanguage = 'zh' | 'en'

/** Where a person's choice of language is kept, shared by every app of the origin. */
export const LANGUAGE_STORAGE = 'mindwire:lang'

/**
 * The language a page speaks: the person's choice if they made one, else the browser's first preference
 * (Chinese for any `zh-*`, English otherwise).
 */
export function preferredLanguage(
  storage: KeyValueStorage = defaultStorage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): UiLanguage {
  const chosen = storage.getItem(LANGUAGE_STORAGE)
  if (chosen === 'zh' || chosen === 'en') return chosen
  return browserLanguages[0]?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

/** Keeps a person's choice of language for every app of the origin. */
export function chooseLanguage(language: UiLanguage, storage: KeyValueStorage = defaultStorage()): void {
  storage.setItem(LANGUAGE_STORAGE, language)
}
