import type { Reference } from '@mindwire/understanding'
import type { Product } from '../ecommerce-api.ts'

/** Which product of a search's results a request points at, by position, by a superlative or as "it". */
export type ProductPick =
  | { by: 'ordinal'; index: number }
  | { by: 'best'; dimension: string; pick: 'min' | 'max' }
  | { by: 'pointer' }

// What a comparative's dimension reads on a product.
const VALUE: Record<string, (p: Product) => number> = {
  money: (p) => p.price,
  rating: (p) => p.rating,
  sales: (p) => p.sales,
}

/** The pick a reference makes among results not seen yet (this turn's search). */
export function pickOf(reference: Reference | undefined): ProductPick {
  if (reference?.kind === 'ordinal' && reference.position)
    return { by: 'ordinal', index: reference.fromEnd ? -reference.position : reference.position }
  if (reference?.kind === 'comparative' && reference.dimension && reference.pick)
    return { by: 'best', dimension: reference.dimension, pick: reference.pick }
  return { by: 'pointer' }
}

/** The product a pick names among results; undefined when it names none (or the list is empty). */
export function pickShown(pick: ProductPick, shown: readonly Product[]): Product | undefined {
  if (shown.length === 0) return undefined
  if (pick.by === 'ordinal') return pick.index < 0 ? shown.at(pick.index) : shown[pick.index - 1]
  if (pick.by === 'pointer') return shown[0]
  const value = VALUE[pick.dimension]
  if (!value) return undefined
  const sign = pick.pick === 'max' ? 1 : -1
  return shown.reduce<Product | undefined>(
    (top, p) => (!top || sign * value(p) > sign * value(top) ? p : top),
    undefined,
  )
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** Whether a product's name carries the words said, ignoring case and spaces. */
export function nameHas(name: string, words: string): boolean {
  return squash(name).includes(squash(words))
}
