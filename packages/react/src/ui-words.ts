import type { PageLanguage, PageWords, UiLanguage } from '@mindwire/client'
import { useSyncExternalStore } from 'react'

/**
 * The language a page speaks now (`createPageLanguage` of @mindwire/client); the component redraws when a
 * person switches it.
 */
export function usePageLanguage<W extends PageWords>(page: PageLanguage<W>): UiLanguage {
  return useSyncExternalStore(page.subscribe, page.language, page.language)
}

/** The page's words in its current language; the component redraws on a switch. */
export function usePageWords<W extends PageWords>(page: PageLanguage<W>): W {
  usePageLanguage(page)
  return page.words()
}
