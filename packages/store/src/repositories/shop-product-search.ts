import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { shopProducts } from '../schema/core/shop.ts'
import type { FoundProduct, ShopProductQuery, ShopSort } from '../shop-types.ts'

// A product ranking below this share of the best match is a weaker kind of hit: a case that fits the
// phone asked for (its words weigh 0.4 of a title's), or a title missing one of two or three query
// words (0.5, 0.67: "iphone phone 15" against an iPhone 14). Weaker hits come after the strong ones
// whatever the requested sort.
const STRONG_MATCH_SHARE = 0.7

export const productColumns = {
  id: shopProducts.id,
  name: shopProducts.name,
  brand: shopProducts.brand,
  category: shopProducts.category,
  priceFen: shopProducts.priceFen,
  rating: shopProducts.rating,
  sales: shopProducts.sales,
  stock: shopProducts.stock,
}

/**
 * Products matching any of the words, filtered by category and price, ranked in two tiers by relevance
 * (ts_rank with title words weighted above detail words), in stock first, then by the requested sort.
 */
export async function searchShopProducts(
  db: Database,
  catalogueId: string,
  query: ShopProductQuery,
): Promise<{ total: number; products: FoundProduct[] }> {
  const tsquery = anyWord(query.terms)
  const rank = tsquery ? sql<number>`ts_rank(${shopProducts.search}, ${tsquery})` : sql<number>`0::real`
  const ranked = db
    .select({ ...productColumns, relevance: rank.as('relevance') })
    .from(shopProducts)
    .where(and(...filters(catalogueId, query)))
    .as('ranked')
  const strong = sql<boolean>`${ranked.relevance} >= ${sql.raw(String(STRONG_MATCH_SHARE))} * max(${ranked.relevance}) over ()`
  const rows = await db
    .select({
      id: ranked.id,
      name: ranked.name,
      brand: ranked.brand,
      category: ranked.category,
      priceFen: ranked.priceFen,
      rating: ranked.rating,
      sales: ranked.sales,
      stock: ranked.stock,
      relevance: sql<number>`${ranked.relevance}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ranked)
    // Within a tier, what can be bought comes before what is sold out, as shops list them.
    .orderBy(desc(strong), desc(sql`${ranked.stock} > 0`), ...sortOrder(query.sort, ranked), asc(ranked.id))
    .limit(query.limit)
    .offset(query.offset)
  const total = rows[0]?.total ?? (query.offset > 0 ? await countMatches(db, catalogueId, query) : 0)
  return { total, products: rows.map(({ total: _, ...product }) => product) }
}

/** The any-word text query of space-separated words; undefined when there are none. */
function anyWord(terms: string): SQL | undefined {
  const words = terms.trim()
  // plainto_tsquery joins lexemes with ' & '; ' | ' makes it an any-word query without parsing user text.
  return words ? sql`replace(plainto_tsquery('simple', ${words})::text, ' & ', ' | ')::tsquery` : undefined
}

function filters(catalogueId: string, query: ShopProductQuery): Array<SQL | undefined> {
  const tsquery = anyWord(query.terms)
  return [
    eq(shopProducts.catalogueId, catalogueId),
    query.category ? eq(shopProducts.category, query.category) : undefined,
    query.minPriceFen === undefined ? undefined : gte(shopProducts.priceFen, priceBound(query.minPriceFen)),
    query.maxPriceFen === undefined ? undefined : lte(shopProducts.priceFen, priceBound(query.maxPriceFen)),
    tsquery ? sql`${shopProducts.search} @@ ${tsquery}` : undefined,
  ]
}

/** The largest value of price_fen's PostgreSQL `integer`. */
const MAX_PRICE_FEN = 2_147_483_647

/**
 * A price bound the integer column can be compared with. No stored price lies past the column's range, so
 * a bound beyond it selects exactly what the clamped bound selects (a model may say "under ten billion").
 */
function priceBound(fen: number): number {
  return Math.min(Math.max(Math.round(fen), -MAX_PRICE_FEN), MAX_PRICE_FEN)
}

type SortColumns = Record<'relevance' | 'priceFen' | 'sales' | 'rating', unknown>

function sortOrder(sort: ShopSort, ranked: SortColumns): SQL[] {
  const col = (name: keyof SortColumns) => sql`${ranked[name]}`
  switch (sort) {
    case 'price_asc':
      return [asc(col('priceFen'))]
    case 'price_desc':
      return [desc(col('priceFen'))]
    case 'sales':
      return [desc(col('sales'))]
    case 'rating':
      return [desc(col('rating')), desc(col('sales'))]
    default:
      // Equal relevance is common (one word, many products): the better seller first, as shops do.
      return [desc(col('relevance')), desc(col('sales'))]
  }
}

/** Past the last page the window count is gone; count the matches once instead. */
async function countMatches(db: Database, catalogueId: string, query: ShopProductQuery): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(shopProducts)
    .where(and(...filters(catalogueId, query)))
  return row?.total ?? 0
}
