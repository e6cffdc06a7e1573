import { type Clause, notUnderstood, type Reading, type Reference } from '@mindwire/understanding'
import { answeredByState } from './asked-state.ts'
import { bulkRemoval, cartCall } from './bulk-removal.ts'
import { actionsOf, productMentions, quantityOf, says, saysAdded, unknownIn } from './clause-words.ts'
import { cannotReply, isEnglish, socialReply } from './plain-replies.ts'
import { type CartContext, planCartClause, planDeclined } from './plan-cart.ts'
import { orderedAsAdd, planCheckout } from './plan-checkout.ts'
import { aboutOrders, orderQueryOf } from './plan-orders.ts'
import { planReplace, replaces } from './plan-replace.ts'
import { type SearchRequest, searchOf } from './plan-search.ts'
import type { PlannedStep } from './planned-step.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { answerShown } from './shown-answer.ts'
import { answerShownList } from './shown-state-answer.ts'
import { withTopics } from './topic-question.ts'

const say = (text: string): PlannedStep => ({ kind: 'say', text })
const CHANGES = ['add', 'remove', 'update', 'clear', 'replace', 'checkout']

/**
 * The steps of a request, from its one reading. Small talk and what the shop cannot do get a plain answer
 * and no call; a question about the cart, an order, the list shown or a shown product is answered from
 * them (the state a question names: state-questions.json); every other
 * step is a search, an order query or a cart change. The steps run in the order said, or none of them
 * when one is not understood. One search per turn carries every filter asked for.
 */
export function planTurn(turn: ShopTurn, reading: Reading): PlannedStep[] {
  const english = isEnglish(turn.text)
  if (reading.act === 'social') return [say(socialReply(reading.social ?? 'greeting', english))]
  const outOfScope = reading.clauses.flatMap((c) =>
    c.mentions.filter((m) => m.kind === 'outOfScope' && !answeredByState(c, m)),
  )
  // Out of scope with no such request said: nothing in it was known.
  const nothingKnown =
    reading.act === 'out_of_scope' &&
    !reading.clauses.some((c) => c.mentions.some((m) => m.kind === 'outOfScope'))
  if (outOfScope.length > 0 || nothingKnown) return [say(cannotReply(reading, english))]
  const context: CartContext = {
    turn,
    english,
    lastTouched: turn.lastTouched,
    searchedThisTurn: false,
    unknown: reading.unknown,
    removed: new Set(),
  }
  let search = turn.lastSearch as SearchRequest | undefined
  const steps: PlannedStep[] = []
  for (const clause of withPointersCarried(withTopics(reading.clauses))) {
    if (onlySocial(clause)) continue
    if (onlyCount(clause) && setQuantity(steps.at(-1), quantityOf(clause))) continue
    const planned = planClause(clause, context, search)
    if (planned === undefined) return [say(notUnderstoodReply(reading, english))]
    // A question is never acted on: "did I already buy a charger?" changes nothing.
    if (clause.question && planned.some(changesCart)) return [say(english ? ASK_FIRST[1] : ASK_FIRST[0])]
    for (const step of planned) {
      if (step.kind === 'call' && step.name === 'product_search') {
        const earlier = steps.findIndex((s) => s.kind === 'call' && s.name === 'product_search')
        if (earlier >= 0) steps.splice(earlier, 1)
        search = step.args as unknown as SearchRequest
        context.searchedThisTurn = true
      }
      steps.push(step)
    }
  }
  return steps.length > 0 ? steps : [say(notUnderstoodReply(reading, english))]
}

/** One step: orders, a question about what was shown, the cart, or a search; undefined when none fits. */
function planClause(
  said: Clause,
  context: CartContext,
  previous: SearchRequest | undefined,
): PlannedStep[] | undefined {
  const { turn, english } = context
  const clause = orderedAsAdd(said)
  // A question naming a state (what was shown, what was bought) is answered from it, whatever verbs it holds.
  if (clause.asks === 'orders') return [{ kind: 'call', name: 'order_query', args: orderQueryOf(clause) }]
  if (clause.asks === 'cart') return [cartCall('list')]
  // A search made this turn lists its own page; the page before it is not what is asked about.
  if (clause.asks === 'shown')
    return context.searchedThisTurn
      ? []
      : [
          say(
            answerShownList(
              clause,
              turn.shown,
              english,
              unknownIn(clause, context.unknown, turn.text).length > 0,
            ),
          ),
        ]
  const actions = actionsOf(clause)
  // A question about the cart (is my cart empty?) is answered from it, whatever verbs it holds; a total
  // (一共多少钱) is the cart's unless an order is named (the total of my last order).
  const cartSaid = says(clause, 'cart') || (says(clause, 'total') && !aboutOrders(clause))
  if (clause.question && cartSaid) return [cartCall('list')]
  // "我刚才加了什么", "what have I added so far": adding asked about with nothing to add reads the cart,
  // and so does an add said as done (耳机我加了几个), whatever product it names.
  if (
    clause.question &&
    actions.includes('add') &&
    (productMentions(clause).length === 0 || saysAdded(clause)) &&
    !clause.references.length
  )
    return [cartCall('list')]
  const declined = planDeclined(clause, context)
  if (declined) return declined
  const checkout = planCheckout(clause, turn.cart.items.length, english)
  if (checkout) return checkout
  if (replaces(clause)) return planReplace(clause, context)
  const bulk = bulkRemoval(clause, turn.cart.items, english)
  if (bulk) return bulk
  const adding = actions.includes('add')
  if (aboutOrders(clause) && !adding)
    return [{ kind: 'call', name: 'order_query', args: orderQueryOf(clause) }]
  // A question about the cart, or the cart said with no change asked, is answered from the cart.
  const changes = actions.some((a) => CHANGES.includes(a))
  if (cartSaid && !changes) return [cartCall('list')]
  const asking = clause.question || says(clause, 'ask:price')
  const reference = pointerOf(clause, context)
  if (asking && reference && !adding && !context.searchedThisTurn)
    return [say(answerShown(reference, turn.shown, english))]
  const cart = planCartClause({ ...clause, references: reference ? [reference] : [] }, context, asking)
  if (cart) return cart
  const found = searchOf(clause, { text: turn.text, unknown: context.unknown }, previous)
  return found ? [{ kind: 'call', name: 'product_search', args: { ...found } }] : undefined
}

/**
 * The pointer a clause makes at what was shown, if any. A superlative is a pointer only with a verb that
 * takes a product and a list to pick from (把最便宜的加入购物车); said with a product's name, or with
 * nothing to pick from, it is a sort (最便宜的扫地机器人, what's the cheapest phone). A sort word with
 * "them" re-sorts the list rather than picking from it.
 */
function pointerOf(clause: Clause, context: CartContext): Reference | undefined {
  const reference = clause.references[0]
  if (!reference) return undefined
  const taking = actionsOf(clause).some((a) => a === 'add' || a === 'buy')
  const list = context.turn.shown.length > 0 || context.searchedThisTurn
  // "The cheaper one, please" picks too; "最便宜的呢" asks for a sort, but asking what the cheapest one costs
  // or is called (刚才最便宜的叫什么) asks about one product of the list.
  const picking = taking || (actionsOf(clause).length === 0 && (!clause.question || says(clause, 'ask:')))
  if (reference.kind === 'comparative')
    return picking && list && productMentions(clause).length === 0 ? reference : undefined
  return says(clause, 'sort:') && !taking ? undefined : reference
}

const ASK_FIRST = [
  '你是想让我改购物车吗？直接说“把第一个加入购物车”这样我就照做。',
  'Do you want me to change your cart? Say it as a request, e.g. "add the first one", and I will.',
] as const

/** Whether a step changes the cart (a list only reads it). */
function changesCart(step: PlannedStep): boolean {
  if (step.kind === 'add_found') return true
  return step.kind === 'call' && step.name === 'cart_manager' && step.args.action !== 'list'
}

/**
 * A pointer said on its own and then acted on by "it" (the second one's fine, add it; 第二个吧，加进去):
 * the pointer is what "it" means, and the pointer alone is no step of its own.
 */
function withPointersCarried(clauses: readonly Clause[]): Clause[] {
  const out: Clause[] = []
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!
    const next = clauses[i + 1]
    const pointerOnly =
      !clause.question &&
      !clause.negated &&
      clause.references.length > 0 &&
      clause.references.every((r) => r.kind !== 'pronoun') &&
      actionsOf(clause).length === 0 &&
      productMentions(clause).length === 0
    const actsOnIt =
      next !== undefined &&
      !next.question &&
      actionsOf(next).length > 0 &&
      next.references.length > 0 &&
      next.references.every((r) => r.kind === 'pronoun')
    if (pointerOnly && actsOnIt) {
      out.push({ ...next, references: clause.references })
      i++
    } else out.push(clause)
  }
  return out
}

/** A clause that is only small talk (好的，…). */
function onlySocial(clause: Clause): boolean {
  return (
    clause.social !== undefined &&
    clause.mentions.length + clause.amounts.length + clause.references.length === 0
  )
}

/** A clause that only says how many (要两包, 来三个, 3 of them): the quantity of the add before it. */
function onlyCount(clause: Clause): boolean {
  return (
    quantityOf(clause) !== undefined &&
    clause.references.every((r) => r.kind === 'pronoun') &&
    !clause.again &&
    clause.mentions.every((m) => m.id === 'buy' || m.id === 'add')
  )
}

/** Sets an add's quantity; false when the step is no add. */
function setQuantity(step: PlannedStep | undefined, quantity: number | undefined): boolean {
  if (quantity === undefined || !step) return false
  if (step.kind === 'add_found') step.quantity = quantity
  else if (step.kind === 'call' && step.name === 'cart_manager' && step.args.action === 'add')
    step.args.quantity = quantity
  else return false
  return true
}

/** What the shop says when it did not follow: the words it did not know, or what it can do. */
function notUnderstoodReply(reading: Reading, english: boolean): string {
  return reading.unknown.length > 0 ? notUnderstood(reading.unknown, !english) : cannotReply(reading, english)
}
