import { parseChineseNumber } from '@mindwire/agent'
import type { ProductSort } from '../ecommerce-api.ts'
import { MEASURE } from './amounts.ts'
import { type PriceRange, readPriceRange } from './price-range.ts'
import { CATEGORY_WORDS, FILLER, LIMIT_WORDS, SORT_WORDS } from './shop-lexicon.ts'

/** A product_search call as the offline model reads it from a request. */
export interface SearchRequest extends PriceRange {
  query: string
  category?: string
  sort: ProductSort
  limit?: number
  offset?: number
}

/** Reads a search from a clause: price range, sort, category, count, and the words left as the query. */
export function readSearch(clause: string): SearchRequest {
  const { range, rest: afterPrice } = readPriceRange(clause)
  const { sort, rest: afterSort } = readSort(afterPrice)
  const { limit, rest: afterLimit } = readLimit(afterSort)
  const category = readCategory(afterLimit)
  const query = cleanQuery(afterLimit)
  const search: SearchRequest = { query, sort, ...range }
  if (category) search.category = category
  if (limit) search.limit = limit
  return search
}

/** The category of a request: the category word that ends latest (the head noun). */
export function readCategory(text: string): string | undefined {
  let best: { end: number; category: string } | undefined
  for (const [pattern, category] of CATEGORY_WORDS) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length
      if (!best || end > best.end) best = { end, category }
    }
  }
  return best?.category
}

function readSort(text: string): { sort: ProductSort; rest: string } {
  for (const [pattern, sort] of SORT_WORDS) {
    if (text.match(pattern)) return { sort, rest: text.replace(pattern, ' ') }
  }
  return { sort: 'relevance', rest: text }
}

function readLimit(text: string): { limit?: number; rest: string } {
  const match = LIMIT_WORDS.exec(text)
  if (!match) return { rest: text }
  const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : parseChineseNumber(match[1]!)
  if (!value || value > 10) return { rest: text }
  return { limit: value, rest: text.replace(match[0], ' ') }
}

/** The words that remain once asking, politeness and punctuation are gone. */
function cleanQuery(text: string): string {
  return (
    text
      .replace(FILLER, ' ')
      .replace(/[，。！？、,.!?;；:："'“”‘’（）()]/g, ' ')
      // A measure word left at a word's start (买个空气炸锅 → 个空气炸锅) is not part of the name.
      .replace(new RegExp(`(^|\\s)(?:${MEASURE})(?=\\S)`, 'g'), '$1')
      .replace(/\s+/g, ' ')
      .trim()
  )
}
