import { createPageLanguage, fill, type PageWords, type UiLanguage } from '@mindwire/client'
import { type ShallowRef, shallowRef } from 'vue'

export type { PageWords }
export { fill }

/** A page's words in both languages, the language it speaks now, and the switch between them. */
export interface UiWords<W extends PageWords> {
  /** The language the page speaks now; rendering reads it, so switching redraws the page. */
  language: ShallowRef<UiLanguage>
  /** The page's words in its current language. */
  words: () => W
  /** Switches to the other language, for this page now and the origin's other apps on their next load. */
  switchLanguage: () => void
}

/** Every Vue app's two languages (`createPageLanguage` of @mindwire/client) as a ref rendering reads. */
export function createUiWords<W extends PageWords>(all: Record<UiLanguage, W>): UiWords<W> {
  const page = createPageLanguage(all)
  const language = shallowRef<UiLanguage>(page.language())
  page.subscribe(() => {
    language.value = page.language()
  })
  // Reads the ref, so a render that asks for words redraws on a switch.
  const words = () => all[language.value]
  return { language, words, switchLanguage: page.switchLanguage }
}
