import type { CartItem, Product } from '../ecommerce-api.ts'
import { withoutCount } from './amounts.ts'
import { readCategory } from './search-request.ts'
import { readShopRequest } from './shop-understanding.ts'

/** Which of the shown products a request points at, by position, by a superlative or by name. */
export type ProductPick =
  | { by: 'ordinal'; index: number }
  | { by: 'best'; sort: 'cheapest' | 'priciest' | 'best_rated' | 'best_selling' }
  | { by: 'pointer' }
  | { by: 'words'; words: string }
  | { by: 'none' }

// A comparative names the best shown product on one dimension.
const BEST: Record<string, Extract<ProductPick, { by: 'best' }>['sort']> = {
  'money:min': 'cheapest',
  'money:max': 'priciest',
  'rating:max': 'best_rated',
  'sales:max': 'best_selling',
}
// What is left of "把 AirPods Pro 2 加入购物车" once the verbs are gone is the product's name.
const NOT_A_NAME =
  /把|将|给我|帮我|帮|我|要|加入|加到|加进|放进|放入|放到|加购|加车|加|购物车|车里|里面|里|中|再来|再要|再买|来|买|删除|删掉|删了|删|移除|去掉|拿掉|不要了|不要|移出|扔掉|改成|改为|换成|调成|数量|从|的|吧|了|一下|呢|啊|个|件|台|部|[，。！？,.!?]/g

/** Reads which product a clause points at: by position, by a comparative, by "it", or by name. */
export function readPick(clause: string): ProductPick {
  const reference = readShopRequest(clause, [], undefined).clauses.flatMap((c) => c.references)[0]
  if (reference?.kind === 'ordinal' && reference.position)
    return { by: 'ordinal', index: reference.fromEnd ? -reference.position : reference.position }
  const best =
    reference?.kind === 'comparative' ? BEST[`${reference.dimension}:${reference.pick}`] : undefined
  if (best) return { by: 'best', sort: best }
  if (reference?.kind === 'pronoun') return { by: 'pointer' }
  const words = withoutCount(clause).replace(NOT_A_NAME, ' ').replace(/\s+/g, ' ').trim()
  return words ? { by: 'words', words } : { by: 'none' }
}

/** The shown product a pick names; undefined when it names none (or the list is empty). */
export function pickShown(pick: ProductPick, shown: readonly Product[]): Product | undefined {
  if (shown.length === 0) return undefined
  switch (pick.by) {
    case 'ordinal':
      return pick.index < 0 ? shown.at(pick.index) : shown[pick.index - 1]
    case 'best':
      return best(shown, pick.sort)
    case 'pointer':
      return shown[0]
    case 'words':
      return shown.find((product) => nameHas(product.name, pick.words))
    default:
      return shown.length === 1 ? shown[0] : undefined
  }
}

/** The cart lines a pick names (several when a word fits several lines). */
export function pickInCart(
  pick: ProductPick,
  items: readonly CartItem[],
  lastTouched: string | undefined,
): CartItem[] {
  switch (pick.by) {
    case 'ordinal': {
      const item = pick.index < 0 ? items.at(pick.index) : items[pick.index - 1]
      return item ? [item] : []
    }
    case 'best': {
      const product = best(
        items.map((item) => ({ ...item, id: item.productId, rating: 0, sales: 0 })),
        pick.sort,
      )
      return items.filter((item) => item.productId === product?.id)
    }
    case 'words': {
      const byName = items.filter((item) => nameHas(item.name, pick.words))
      if (byName.length > 0) return byName
      const category = readCategory(pick.words)
      return items.filter((item) => category !== undefined && item.category === category)
    }
    default: {
      const touched = items.filter((item) => item.productId === lastTouched)
      if (touched.length > 0) return touched
      return items.length === 1 ? [...items] : []
    }
  }
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** Whether a product's name carries the words said, ignoring case and spaces. */
export function nameHas(name: string, words: string): boolean {
  return squash(name).includes(squash(words))
}

function best<T extends { id: string; price: number; rating: number; sales: number }>(
  products: readonly T[],
  sort: Extract<ProductPick, { by: 'best' }>['sort'],
): T | undefined {
  const score = (p: T) =>
    sort === 'cheapest'
      ? -p.price
      : sort === 'priciest'
        ? p.price
        : sort === 'best_rated'
          ? p.rating
          : p.sales
  return products.reduce<T | undefined>((top, p) => (!top || score(p) > score(top) ? p : top), undefined)
}
