import { chooseLanguage, preferredLanguage, type UiLanguage } from './browser-language.ts'

/** What every app's word file holds besides its own phrases: its locale and page title. */
export interface PageWords {
  locale: string
  title: string
}

/** A page's language and words, switchable, for any UI framework to wrap (Vue's ref, React's store hook). */
export interface PageLanguage<W extends PageWords> {
  /** The language the page speaks now. */
  language(): UiLanguage
  /** The page's words in its current language. */
  words(): W
  /** Switches to the other language, for this page now and the origin's other apps on their next load. */
  switchLanguage(): void
  /** Calls `listener` after each switch; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * One mechanism for every app's two languages: the words are data files (one per language), the language is
 * the person's choice or the browser's, and the choice is shared by the origin's apps. The page's `lang` and
 * title follow it.
 */
export function createPageLanguage<W extends PageWords>(all: Record<UiLanguage, W>): PageLanguage<W> {
  let language = preferredLanguage()
  const listeners = new Set<() => void>()
  const showLanguage = () => {
    if (typeof document === 'undefined') return
    document.documentElement.lang = all[language].locale
    document.title = all[language].title
  }
  showLanguage()
  return {
    language: () => language,
    words: () => all[language],
    switchLanguage() {
      language = language === 'zh' ? 'en' : 'zh'
      chooseLanguage(language)
      showLanguage()
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
