import { chooseLanguage, preferredLanguage, type UiLanguage } from '@mindwire/client'
import { shallowRef } from 'vue'
import { ShopRequestError } from './shop-api.ts'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/** Everything the shop page says, in one language (the data files in ./words, one per language). */
export type ShopWords = typeof ZH

const WORDS: Record<UiLanguage, ShopWords> = { zh: ZH, en: EN satisfies ShopWords }

/** The language the page speaks now; rendering reads it, so switching redraws the page. */
export const language = shallowRef<UiLanguage>(preferredLanguage())

/** The page's words in its current language. */
export const words = (): ShopWords => WORDS[language.value]

/** A phrase with its `{name}` places filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** Switches the page (and the origin's other apps, on their next load) to the other language. */
export function switchLanguage(): void {
  language.value = language.value === 'zh' ? 'en' : 'zh'
  chooseLanguage(language.value)
  document.documentElement.lang = words().locale
  document.title = words().title
}

/** A failed shop request as one sentence a shopper understands, never the server's text. */
export function refusalText(failure: unknown): string {
  const refusals = words().refusals as Record<string, string>
  if (failure instanceof ShopRequestError && refusals[failure.code])
    return fill(refusals[failure.code]!, { stock: Number(failure.details.stock ?? 0) })
  return words().unreachable
}

/** Money as the shop shows it. */
export const yuan = (value: number) => `¥${value.toLocaleString(words().locale)}`

/** A count as the page's language writes it. */
export const count = (value: number) => value.toLocaleString(words().locale)
