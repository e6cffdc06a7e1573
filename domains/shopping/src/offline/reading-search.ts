import type { Clause } from '@mindwire/understanding'
import type { ProductSort } from '../ecommerce-api.ts'
import type { SearchRequest } from './search-request.ts'
import { namesSeries } from './shop-understanding.ts'

// Around a price, a shop gives a fifth either way (as the Chinese price reader does).
const AROUND = 0.2
const SORT = 'sort:'
const CATEGORY = 'category:'

/** Whether a clause says anything a product search can use. */
export function searchable(clause: Clause): boolean {
  return (
    clause.mentions.some(
      (m) => m.kind === 'entity' || m.id.startsWith(CATEGORY) || m.id.startsWith(SORT) || m.id === 'search',
    ) || clause.amounts.some(isPrice)
  )
}

/**
 * A product search from a clause's reading: the category named last (the head noun), the sort, price
 * bounds, and the names said (brands, series, or words no vocabulary knows) as the query.
 */
export function searchFromClause(clause: Clause, unknown: readonly string[]): SearchRequest {
  const category = clause.mentions.findLast((m) => m.id.startsWith(CATEGORY))?.id.slice(CATEGORY.length)
  const sort = (clause.mentions.find((m) => m.id.startsWith(SORT))?.id.slice(SORT.length) ??
    'relevance') as ProductSort
  const named = clause.mentions.filter(
    (m) => m.kind === 'entity' || (m.id.startsWith(CATEGORY) && namesSeries(m.text)),
  )
  const names = [...new Set(named.map((m) => m.text))]
  const words =
    category || names.length ? names : [...names, ...unknown.filter((word) => clause.text.includes(word))]
  const search: SearchRequest = { query: words.join(' '), sort }
  if (category) search.category = category
  for (const amount of clause.amounts.filter(isPrice)) {
    if (amount.kind === 'range') {
      search.minPrice = amount.low.base
      search.maxPrice = amount.high.base
    } else if (amount.kind === 'absolute' && amount.bound === 'max') search.maxPrice = amount.base
    else if (amount.kind === 'absolute' && amount.bound === 'min') search.minPrice = amount.base
    else if (amount.kind === 'absolute') {
      search.minPrice = Math.round(amount.base * (1 - AROUND))
      search.maxPrice = Math.round(amount.base * (1 + AROUND))
    }
  }
  return search
}

/** A price: money, or a bare number with a bound (under 500); a bare number alone may be a model (iPhone 15). */
function isPrice(amount: Clause['amounts'][number]): boolean {
  if (amount.kind === 'relative') return false
  const dimension =
    amount.kind === 'range' ? (amount.low.dimension ?? amount.high.dimension) : amount.dimension
  if (dimension === 'money') return true
  if (dimension !== undefined) return false
  return amount.kind === 'range' || amount.bound !== undefined
}
