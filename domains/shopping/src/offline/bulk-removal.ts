import type { Clause, Mention } from '@mindwire/understanding'
import type { CartItem } from '../ecommerce-api.ts'
import { categoryOfMention } from './clause-words.ts'
import type { PlannedStep } from './planned-step.ts'

const CATEGORY = 'category:'
const KIND = 'kind:'

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** Whether a cart line is what a mention names: its category, a kind its name says, or a name it carries. */
export function lineMatches(item: CartItem, mention: Mention): boolean {
  if (mention.id.startsWith(CATEGORY)) return item.category === mention.id.slice(CATEGORY.length)
  if (mention.id.startsWith(KIND))
    return (
      squash(item.name).includes(squash(mention.id.slice(KIND.length))) ||
      squash(item.name).includes(squash(mention.text))
    )
  return mention.kind === 'entity' && squash(item.name).includes(squash(mention.text))
}

/** Whether a mention names a product (so a cart line can be what it means). */
export const namesProduct = (m: Mention) => m.kind === 'entity' || categoryOfMention(m) !== undefined

/**
 * A removal over more than one line happens only when the shopper said "all" (or asked to empty the
 * cart): then every line named goes, or every line but the exceptions. Undefined when the clause is no
 * bulk removal; a question when it would touch several lines without "all".
 */
export function bulkRemoval(
  clause: Clause,
  items: readonly CartItem[],
  english: boolean,
): PlannedStep[] | undefined {
  const actions = clause.mentions.filter((m) => m.kind === 'action').map((m) => m.id)
  const clearing = actions.includes('clear')
  if (!clearing && !(actions.includes('remove') && clause.quantifier !== 'single')) return undefined
  if (items.length === 0)
    return [{ kind: 'say', text: english ? 'Your cart is already empty.' : '购物车是空的。' }]
  // Emptying needs the cart or "all" said: a bare "clear" may mean the search or a filter.
  const whole = clause.mentions.some((m) => m.id === 'cart') || clause.quantifier !== 'single'
  if (clearing && !whole)
    return [{ kind: 'say', text: english ? 'Empty the whole cart?' : '要清空整个购物车吗？' }]
  if (clause.quantifier === 'rest' && clause.except.length === 0)
    return [{ kind: 'say', text: english ? 'Which items should stay?' : '要留下哪几件？' }]
  const named = clause.mentions.filter(namesProduct)
  const kept = (item: CartItem) => clause.except.some((m) => lineMatches(item, m))
  const chosen = items.filter(
    (item) => (named.length === 0 || named.some((m) => lineMatches(item, m))) && !kept(item),
  )
  if (chosen.length === items.length && named.length === 0) return [cartCall('clear')]
  if (chosen.length === 0)
    return [
      { kind: 'say', text: english ? 'Nothing in your cart matches that.' : '购物车里没有对得上的商品。' },
    ]
  return chosen.map((item) => cartCall('remove', item.productId))
}

/** A cart_manager call. */
export function cartCall(action: string, productId?: string, quantity?: number): PlannedStep {
  const args: Record<string, unknown> = { action }
  if (productId) args.productId = productId
  if (quantity !== undefined) args.quantity = quantity
  return { kind: 'call', name: 'cart_manager', args }
}
