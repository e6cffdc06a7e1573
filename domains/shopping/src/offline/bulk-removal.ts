import type { Clause, Mention } from '@mindwire/understanding'
import type { CartItem } from '../ecommerce-api.ts'
import type { PlannedStep } from './plan-request.ts'

const CATEGORY = 'category:'

/** Whether a cart line is what a mention names: its category, or a name the line carries. */
export function lineMatches(item: CartItem, mention: Mention): boolean {
  if (mention.kind === 'object' && mention.id.startsWith(CATEGORY))
    return item.category === mention.id.slice(CATEGORY.length)
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')
  return mention.kind === 'entity' && squash(item.name).includes(squash(mention.text))
}

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
  if (clause.quantifier === 'rest' && clause.except.length === 0)
    return [{ kind: 'say', text: english ? 'Which items should stay?' : '要留下哪几件？' }]
  const named = clause.mentions.filter(
    (m) => m.kind === 'entity' || (m.kind === 'object' && m.id.startsWith(CATEGORY)),
  )
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
