import type { PageLanguage, PageWords } from '@mindwire/client'
import { usePageWords } from '@mindwire/react'

/** What a page's words say about the switch: the other language's name in itself, and what it does. */
interface SwitchWords extends PageWords {
  switchTo: string
  switchLabel: string
}

/** The header's language switch (the studio's and the analyst's), the choice shared by the origin's apps. */
export function LanguageSwitch({ page, className }: { page: PageLanguage<SwitchWords>; className: string }) {
  const say = usePageWords(page)
  return (
    <button
      type="button"
      className={className}
      data-action="switch-language"
      aria-label={say.switchLabel}
      onClick={page.switchLanguage}
    >
      {say.switchTo}
    </button>
  )
}
