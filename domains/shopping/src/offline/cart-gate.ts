import { notUnderstood, type Reading, unexplained } from '@mindwire/understanding'
import { isEnglish } from './plain-replies.ts'
import type { PlannedStep } from './planned-step.ts'
import type { ShopTurn } from './read-shop-turn.ts'

/**
 * The coverage gate for the cart: a request that changes the cart acts only when the reading accounts for
 * every content word. Words that name a product (the search query, what is shown or in the cart) are
 * accounted for; anything else unexplained ("add the cheaper one, the one my sister liked") means the shop
 * changes nothing and says which words it did not understand. Searches and order queries change nothing,
 * so their free-text words pass as the query.
 */
export function gateCartChanges(turn: ShopTurn, reading: Reading, steps: PlannedStep[]): PlannedStep[] {
  if (!steps.some(changesCart)) return steps
  const known = [
    ...turn.shown.map((product) => product.name),
    ...turn.cart.items.map((item) => item.name),
    ...steps.flatMap(namedIn),
  ]
  const left = unexplained(reading, known)
  if (left.length === 0) return steps
  return [{ kind: 'say', text: notUnderstood(left, !isEnglish(turn.text)) }]
}

function changesCart(step: PlannedStep): boolean {
  if (step.kind === 'add_found') return true
  return step.kind === 'call' && step.name === 'cart_manager' && step.args.action !== 'list'
}

/** The product words a step itself uses: the search query, the name an add looks for. */
function namedIn(step: PlannedStep): string[] {
  if (step.kind === 'add_found') return step.named ? [step.named] : []
  if (step.kind !== 'call' || step.name !== 'product_search') return []
  const query = step.args.query
  return typeof query === 'string' ? [query.toLowerCase()] : []
}
