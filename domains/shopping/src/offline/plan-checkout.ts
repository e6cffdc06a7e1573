import type { Clause } from '@mindwire/understanding'
import { cartCall } from './bulk-removal.ts'
import { actionsOf, productMentions } from './clause-words.ts'
import type { PlannedStep } from './planned-step.ts'

/**
 * "帮我下单", "checkout": the order for the cart as it is. It is placed through cart_manager's checkout,
 * which the rules park until the shopper confirms the cart's total; an empty cart has nothing to order.
 * Undefined when the clause says no checkout, or names a product or points at one (下单一个牛奶 puts that
 * product in the cart, see `orderedAsAdd`).
 */
export function planCheckout(clause: Clause, cartLines: number, english: boolean): PlannedStep[] | undefined {
  if (!actionsOf(clause).includes('checkout') || namesWhat(clause)) return undefined
  if (cartLines === 0)
    return [
      {
        kind: 'say',
        text: english
          ? 'Your cart is empty, so there is nothing to order yet.'
          : '购物车是空的，还没有可以下单的商品。',
      },
    ]
  return [cartCall('checkout')]
}

/** 下单一个牛奶, "order the first one": a checkout word said of a product means putting it in the cart. */
export function orderedAsAdd(clause: Clause): Clause {
  if (!actionsOf(clause).includes('checkout') || !namesWhat(clause)) return clause
  return { ...clause, mentions: clause.mentions.map((m) => (m.id === 'checkout' ? { ...m, id: 'add' } : m)) }
}

const namesWhat = (clause: Clause) => productMentions(clause).length > 0 || clause.references.length > 0
