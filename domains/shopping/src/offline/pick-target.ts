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

/**
 * The products a name said means. A whole name said (in `said`, the request, or as the words) means that
 * product when exactly one is. Else, of the products whose names carry the words, the one already in the
 * cart (`held`, its lines' names) when exactly one is: the shopper is talking about what they have. Else the
 * shopper picks among them whenever the choice is theirs: another model carries the name (iPhone 15 Pro
 * carries "iPhone 15"), or they are one brand's variants (128GB or 256GB, black or white), never a list's
 * first hit. Only when the words are a kind several brands' products carry (牛奶 in a milk and in a milk
 * chocolate) is the first as the search ranked it meant.
 */
export function productsNamed<P extends { name: string; brand?: string }>(
  products: readonly P[],
  words: string,
  said = words,
  held: readonly string[] = [],
): P[] {
  const whole = products.filter((p) => nameHas(said, p.name) || squash(p.name) === squash(words))
  if (whole.length === 1) return whole
  const carrying = products.filter((p) => nameHas(p.name, words))
  const inCart = carrying.filter((p) => held.some((name) => squash(name) === squash(p.name)))
  if (inCart.length === 1) return inCart
  const oneBrand = new Set(carrying.map((p) => p.brand ?? p.name)).size === 1
  return oneBrand || carrying.some((p) => anotherModel(p.name, words)) ? carrying : carrying.slice(0, 1)
}

// A size or capacity right after a model's name is a variant of it (128GB, 6.7英寸, 500ml), not a model.
const VARIANT = /^\d+(\.\d+)?\s*(gb|tb|mb|英寸|寸|mm|cm|ml|l|g|kg)$/i

/**
 * Whether a name goes on with another model's word right after the words said: a Latin word or a number
 * (Pro, Plus, 3) that is no size; a colour, a kind (真无线耳机) or nothing after them is the same model.
 */
function anotherModel(name: string, words: string): boolean {
  const flat = name.toLowerCase()
  const at = squashedEnd(flat, squash(words))
  const next = /^\s*([a-z0-9.+]+)/.exec(flat.slice(at))?.[1]
  return next !== undefined && !VARIANT.test(next)
}

/** Where, in a name, the words said (squashed) end: the name is walked ignoring its spaces. */
function squashedEnd(name: string, words: string): number {
  const start = squash(name).indexOf(words)
  let seen = 0
  for (let i = 0; i < name.length; i++) {
    if (/\s/.test(name[i]!)) continue
    seen++
    if (seen === start + words.length) return i + 1
  }
  return name.length
}
