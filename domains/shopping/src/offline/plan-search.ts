import type { Clause } from '@mindwire/understanding'
import type { ProductSort } from '../ecommerce-api.ts'
import {
  actionsOf,
  categoryOf,
  isPrice,
  productMentions,
  says,
  searchWordsOf,
  unknownIn,
} from './clause-words.ts'
import { namesSomething } from './names-something.ts'
import { BRAND_CATEGORIES } from './shop-understanding.ts'
import vocabulary from './shop-vocabulary.json' with { type: 'json' }

// Words that only ask for an order (排序, sort them) or for price without a direction (按价格): a
// direction said anywhere in the clause wins (按价格从高到低); price alone takes the vocabulary's default.
const ORDERING = 'ordering'
const UNDIRECTED = new Map(
  vocabulary.values.flatMap((term) =>
    'means' in term && typeof term.means === 'string' ? [[term.id.slice('sort:'.length), term.means]] : [],
  ),
)

/** The order a clause asks for: a direction said wins over a bare "by price" or "sort them". */
function sortOf(clause: Clause): ProductSort {
  const said = clause.mentions.filter((m) => m.id.startsWith('sort:')).map((m) => m.id.slice('sort:'.length))
  const directed = said.find((sort) => sort !== ORDERING && !UNDIRECTED.has(sort))
  const undirected = said.map((sort) => UNDIRECTED.get(sort)).find(Boolean)
  return (directed ?? undirected ?? 'relevance') as ProductSort
}

/** A product_search call as the offline model makes it. */
export interface SearchRequest {
  query: string
  category?: string
  sort: ProductSort
  minPrice?: number
  maxPrice?: number
  limit?: number
  offset?: number
}

// Around a price, a shop gives a fifth either way.
const AROUND = 0.2
// product_search's page size when the model names none.
const DEFAULT_PAGE = 5
// A count said with a search (推荐三款) limits the page only when it is a page's size.
const MAX_LIMIT = 10

/** Whether a clause names something a product search can use: a product, a sort, a price, a feature. */
export function searchable(clause: Clause): boolean {
  return (
    productMentions(clause).length > 0 ||
    says(clause, 'sort:') ||
    says(clause, 'attr:') ||
    says(clause, 'budget') ||
    clause.amounts.some(isPrice)
  )
}

/**
 * The search a clause asks for. A clause that names no product of its own refines the last search
 * (按销量排序, only the ones under 3000) from its first page, or pages on from it (换一批, next page).
 * `unknown` are the request's words no vocabulary knows: the query when a search verb is the only anchor
 * ("search for bamboo toothbrush"); `said` is the request as written. Undefined when the clause asks for
 * no search.
 */
export function searchOf(
  clause: Clause,
  said: { text: string; unknown: readonly string[] },
  previous: SearchRequest | undefined,
): SearchRequest | undefined {
  const verb = actionsOf(clause).some((a) => a === 'search' || a === 'buy')
  if (previous && says(clause, 'next_page')) {
    return { ...previous, offset: (previous.offset ?? 0) + (previous.limit ?? DEFAULT_PAGE) }
  }
  if (!searchable(clause) && !verb) return undefined
  const own = fromClause(clause, said, verb)
  if (!own) return undefined
  // A sort or a price alone needs a list to refine or a verb asking to browse; else it names no product.
  const alone = productMentions(clause).length === 0 && own.query === ''
  if (alone && !previous && !verb) return undefined
  // Features alone (要轻薄的) narrow what is named elsewhere; a product named starts a search of its own.
  const names = productMentions(clause).length > 0 || (own.query !== '' && !says(clause, 'attr:'))
  if ((!names || brandWithin(clause, previous)) && previous) {
    const { offset: _, ...firstPage } = previous
    const sort = own.sort === 'relevance' ? firstPage.sort : own.sort
    const { query, sort: __, ...filters } = own
    return { ...firstPage, ...filters, query: [firstPage.query, query].filter(Boolean).join(' '), sort }
  }
  return own
}

/**
 * Whether a clause names only brands that sell in the last search's category (只看华为的 after earphones):
 * it narrows that list to the brand instead of searching the brand's whole range.
 */
function brandWithin(clause: Clause, previous: SearchRequest | undefined): boolean {
  const category = previous?.category
  const named = productMentions(clause)
  return (
    category !== undefined &&
    named.length > 0 &&
    named.every((m) => m.kind === 'entity' && BRAND_CATEGORIES.get(m.id)?.has(category) === true)
  )
}

function fromClause(
  clause: Clause,
  said: { text: string; unknown: readonly string[] },
  verb: boolean,
): SearchRequest | undefined {
  const category = categoryOf(clause)
  const named = searchWordsOf(clause, said.text)
  // Words no vocabulary knows are the product's name only where nothing else names it and a verb asks.
  const free =
    verb && named.length === 0 && !category
      ? unknownIn(clause, said.unknown, said.text).filter(namesSomething)
      : []
  const query = [...named, ...free].join(' ')
  const search: SearchRequest = { query, sort: sortOf(clause) }
  if (category) search.category = category
  // A budget is the most the shopper will pay (预算一千五).
  const budget = says(clause, 'budget')
  const prices = clause.amounts.filter((a) => isPrice(a) || (budget && a.kind === 'absolute' && !a.unit))
  for (const amount of prices) {
    if (amount.kind === 'range') {
      search.minPrice = Math.min(amount.low.base, amount.high.base)
      search.maxPrice = Math.max(amount.low.base, amount.high.base)
    } else if (amount.kind === 'absolute' && (amount.bound === 'max' || budget)) search.maxPrice = amount.base
    else if (amount.kind === 'absolute' && amount.bound === 'min') search.minPrice = amount.base
    else if (amount.kind === 'absolute') {
      search.minPrice = Math.round(amount.base * (1 - AROUND))
      search.maxPrice = Math.round(amount.base * (1 + AROUND))
    }
  }
  // 一款 / a is an article, not a page size.
  if (
    clause.count !== undefined &&
    clause.count > 1 &&
    clause.count <= MAX_LIMIT &&
    actionsOf(clause).includes('search')
  )
    search.limit = clause.count
  const anything =
    query || category || search.sort !== 'relevance' || search.minPrice || search.maxPrice || search.limit
  return anything ? search : undefined
}
