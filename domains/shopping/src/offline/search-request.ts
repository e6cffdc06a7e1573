import { parseChineseNumber } from '@mindwire/understanding'
import type { ProductSort } from '../ecommerce-api.ts'
import { MEASURE } from './amounts.ts'
import { type PriceRange, readPriceRange } from './price-range.ts'
import { FILLER, LIMIT_WORDS } from './shop-lexicon.ts'
import { ENTITY_CATEGORY, readShopRequest } from './shop-understanding.ts'

const CATEGORY = 'category:'
const SORT = 'sort:'

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

/** The category of a request: the category word said last (the head noun: 运动耳机 is an earphone). */
export function readCategory(text: string): string | undefined {
  const mentions = readShopRequest(text, [], undefined).clauses.flatMap((clause) => clause.mentions)
  const said = mentions.findLast((m) => m.id.startsWith(CATEGORY))?.id.slice(CATEGORY.length)
  if (said) return said
  // A product named with no category word (iPhone 15): its own category, when its names agree on one.
  const implied = new Set(mentions.flatMap((m) => (m.kind === 'entity' ? [ENTITY_CATEGORY.get(m.id)] : [])))
  return implied.size === 1 ? [...implied][0] : undefined
}

/** The sort a request asks for, and the request without the words that said it. */
function readSort(text: string): { sort: ProductSort; rest: string } {
  const mentions = readShopRequest(text, [], undefined).clauses.flatMap((clause) => clause.mentions)
  const said = mentions.filter((m) => m.id.startsWith(SORT))
  if (said.length === 0) return { sort: 'relevance', rest: text }
  const sort = said[0]!.id.slice(SORT.length) as ProductSort
  let rest = text
  for (const m of said.toReversed()) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`
  return { sort, rest }
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
