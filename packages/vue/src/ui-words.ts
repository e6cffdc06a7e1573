import { chooseLanguage, preferredLanguage, type UiLanguage } from '@mindwire/client'
import { type ShallowRef, shallowRef } from 'vue'

/** What every app's word file holds besides its own phrases: its locale and page title. */
export interface PageWords {
  locale: string
  title: string
}

/** A page's words in both languages, the language it speaks now, and the switch between them. */
export interface UiWords<W extends PageWords> {
  /** The language the page speaks now; rendering reads it, so switching redraws the page. */
  language: ShallowRef<UiLanguage>
  /** The page's words in its current language. */
  words: () => W
  /** Switches to the other language, for this page now and the origin's other apps on their next load. */
  switchLanguage: () => void
}

/**
 * One mechanism for every Vue app's two languages: the words are data files (one per language), the
 * language is the person's choice or the browser's, and the choice is shared by the origin's apps.
 */
export function createUiWords<W extends PageWords>(all: Record<UiLanguage, W>): UiWords<W> {
  const language = shallowRef<UiLanguage>(preferredLanguage())
  const words = () => all[language.value]
  const showLanguage = () => {
    if (typeof document === 'undefined') return
    document.documentElement.lang = words().locale
    document.title = words().title
  }
  showLanguage()
  return {
    language,
    words,
    switchLanguage() {
      language.value = language.value === 'zh' ? 'en' : 'zh'
      chooseLanguage(language.value)
      showLanguage()
    },
  }
}

/** A phrase with its `{name}` places filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
