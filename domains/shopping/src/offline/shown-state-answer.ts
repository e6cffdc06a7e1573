import type { Clause, Mention } from '@mindwire/understanding'
import type { Product } from '../ecommerce-api.ts'
import { isPrice, productMentions, saidValue } from './clause-words.ts'
import { listed } from './plan-cart.ts'
import { answerShown, describeShown } from './shown-answer.ts'

type Dimension = 'price' | 'rating' | 'sales'

// A sort word in a question about the list picks its extreme instead of re-sorting it (哪个卖得最好).
const PICKS: Readonly<Record<string, { dimension: Dimension; pick: 'min' | 'max' }>> = {
  price_asc: { dimension: 'price', pick: 'min' },
  price_desc: { dimension: 'price', pick: 'max' },
  rating: { dimension: 'rating', pick: 'max' },
  sales: { dimension: 'sales', pick: 'max' },
}

/**
 * A question about the search page last shown (how many did you show me, 搜到的里哪个最便宜, were any of
 * those under 200, 你找到的都是什么牌子), answered from that page: one product when a place or an extreme
 * is named, the ones that carry a name or fit a price when those are said, else the whole page with its
 * count. Nothing is searched or added. `vague`: the question holds words no vocabulary knows.
 */
export function answerShownList(
  clause: Clause,
  shown: readonly Product[],
  english: boolean,
  vague = false,
): string {
  if (shown.length === 0)
    return english
      ? 'I have not shown you anything yet: what should I search for?'
      : '还没有搜过商品，想看什么？'
  // "Those" / 那些 name the list itself; a place or an extreme names one product of it.
  const pointer = clause.references.find((reference) => reference.kind !== 'pronoun')
  // Several products tied at the extreme asked about are the answer, not a reason to ask which.
  const tied = pointer?.kind === 'comparative' && pointer.resolved.length > 1
  if (pointer && tied)
    return tiedList(
      shown.filter((p) => pointer.resolved.includes(p.id)),
      shown,
      english,
    )
  if (pointer) return answerShown(pointer, shown, english)
  // With words left unread ("评分最低" read as 评分 alone) a sort word may be the wrong extreme: the
  // whole page is shown instead of a pick that could be the opposite one.
  const pick = vague ? undefined : PICKS[saidValue(clause, 'sort:') ?? '']
  if (pick) return extreme(shown, pick, english)
  const filtered = vague ? undefined : fitting(clause, shown)
  if (filtered === undefined) {
    const head = english ? `I showed you ${shown.length}:` : `刚才给你看了 ${shown.length} 个：`
    return `${head}\n${listed(shown, shown)}`
  }
  if (filtered.length === 0)
    return english
      ? `None of the ${shown.length} I showed you fits that.`
      : `刚才的 ${shown.length} 个里没有符合的。`
  const head = english
    ? `${filtered.length} of the ${shown.length} I showed you fit:`
    : `刚才的 ${shown.length} 个里有 ${filtered.length} 个符合：`
  return `${head}\n${listed(filtered, shown)}`
}

/** The shown product at the extreme of a dimension; every one tied there when several are. */
function extreme(shown: readonly Product[], { dimension, pick }: (typeof PICKS)[string], english: boolean) {
  const values = shown.map((product) => product[dimension])
  const best = pick === 'min' ? Math.min(...values) : Math.max(...values)
  const tied = shown.filter((product) => product[dimension] === best)
  if (tied.length === 1) return describeShown(tied[0]!, shown, english)
  return tiedList(tied, shown, english)
}

function tiedList(tied: readonly Product[], shown: readonly Product[], english: boolean): string {
  return `${english ? 'These tie:' : '这几个并列：'}\n${listed(tied, shown)}`
}

/** The shown products that carry every name said and fit every price said; undefined when none is said. */
function fitting(clause: Clause, shown: readonly Product[]): Product[] | undefined {
  const names = productMentions(clause).map(nameOf)
  const prices = clause.amounts.filter(isPrice)
  if (names.length === 0 && prices.length === 0) return undefined
  return shown.filter(
    (product) =>
      names.every((name) => carries(product, name)) && prices.every((price) => fits(product.price, price)),
  )
}

/** What a product named carries in its name, brand or category: a brand or series, a kind, a category. */
function nameOf(mention: Mention): string {
  if (mention.kind === 'entity') return mention.id
  return mention.id.slice(mention.id.indexOf(':') + 1)
}

function carries(product: Product, name: string): boolean {
  const said = name.toLowerCase()
  return `${product.name} ${product.brand} ${product.category}`.toLowerCase().includes(said)
}

function fits(price: number, amount: Clause['amounts'][number]): boolean {
  if (amount.kind === 'range')
    return (
      price >= Math.min(amount.low.base, amount.high.base) &&
      price <= Math.max(amount.low.base, amount.high.base)
    )
  if (amount.kind !== 'absolute') return true
  if (amount.bound === 'max') return price <= amount.base
  if (amount.bound === 'min') return price >= amount.base
  return true
}
