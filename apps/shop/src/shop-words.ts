import { createUiWords, fill } from '@mindwire/vue'
import { ShopRequestError } from './shop-api.ts'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/** Everything the shop page says, in one language (the data files in ./words, one per language). */
export type ShopWords = typeof ZH

export const { language, words, switchLanguage } = createUiWords<ShopWords>({
  zh: ZH,
  en: EN satisfies ShopWords,
})
export { fill }

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
