import type { Clause, Reading } from '@mindwire/understanding'
import { bulkRemoval, cartCall, lineMatches } from './bulk-removal.ts'
import { readOrderQuery } from './order-request.ts'
import { cannotReply, isEnglish, socialReply } from './plain-replies.ts'
import type { PlannedStep } from './plan-request.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { searchable, searchFromClause } from './reading-search.ts'
import { readShopRequest } from './shop-understanding.ts'

const say = (text: string): PlannedStep => ({ kind: 'say', text })
const ADDING = new Set(['add', 'buy'])
const actionsOf = (clause: Clause) => clause.mentions.filter((m) => m.kind === 'action').map((m) => m.id)

/**
 * The steps of a request as the understanding layer reads it, or undefined where the Chinese search and
 * cart planner still decides. Small talk and what the shop cannot do get a plain answer with no call; a
 * question about the cart or orders is answered from them; a pointer at what was shown ("the cheaper
 * one", 第二个) adds exactly that product or asks; removing several lines needs "all"; an English request
 * is planned here whole. Several steps are done in order, or none when one of them is not understood.
 */
export function planUnderstood(turn: ShopTurn): PlannedStep[] | undefined {
  const reading = readShopRequest(turn.text, turn.shown, turn.lastTouched)
  const english = isEnglish(turn.text)
  if (reading.act === 'social') return [say(socialReply(reading.social ?? 'greeting', english))]
  if (reading.act === 'out_of_scope') return [say(cannotReply(reading, english))]
  if (reading.act === 'question') return answerQuestion(turn, reading, english)
  const searching = reading.clauses.some((c) => actionsOf(c).includes('search') || searchable(c))
  const steps: PlannedStep[] = []
  for (const clause of reading.clauses) {
    const planned = planClause(turn, reading, clause, english, searching)
    if (planned === undefined) return english ? [say(cannotReply(reading, english))] : undefined
    steps.push(...planned)
  }
  return steps
}

/** A question about the cart or orders answered from them; a product question is a search. */
function answerQuestion(turn: ShopTurn, reading: Reading, english: boolean): PlannedStep[] | undefined {
  const mentions = reading.clauses.flatMap((c) => c.mentions)
  const statuses = mentions.filter((m) => m.id.startsWith('status:'))
  if (mentions.some((m) => m.id === 'order') || statuses.length > 0) {
    if (!english) return [{ kind: 'call', name: 'order_query', args: readOrderQuery(turn.text) }]
    const args: Record<string, unknown> = statuses[0]
      ? { status: statuses[0].id.slice('status:'.length) }
      : {}
    return [{ kind: 'call', name: 'order_query', args }]
  }
  const aboutProducts = mentions.some((m) => m.kind === 'entity' || m.id.startsWith('category:'))
  if (mentions.some((m) => m.id === 'cart') && !aboutProducts) return [cartCall('list')]
  if (!english) return undefined
  const clause = reading.clauses.find(searchable)
  if (!clause) return [say(cannotReply(reading, english))]
  return [{ kind: 'call', name: 'product_search', args: { ...searchFromClause(clause, reading.unknown) } }]
}

/**
 * One step. Undefined means "not understood here": the whole request then goes to the Chinese planner,
 * or, in English, is answered with what the shop can do.
 */
function planClause(
  turn: ShopTurn,
  reading: Reading,
  clause: Clause,
  english: boolean,
  searching: boolean,
): PlannedStep[] | undefined {
  const actions = actionsOf(clause)
  const bulk = bulkRemoval(clause, turn.cart.items, english)
  if (bulk) return bulk
  const aboutOrders = clause.mentions.some((m) => m.id === 'order' || m.id.startsWith('status:'))
  const pointing = clause.references.length > 0 && !searching && !aboutOrders
  if (pointing && (actions.length === 0 || actions.some((a) => ADDING.has(a))))
    return addPointed(turn, clause, english)
  if (!english) return undefined
  if (actions.includes('remove')) return removeNamed(turn, clause)
  if (actions.includes('add') && !searchable(clause) && clause.references.length === 0)
    return [say('Which product should I add? Search for it first, or name it.')]
  if (searchable(clause) || actions.includes('search')) {
    const search = searchFromClause(clause, reading.unknown)
    const steps: PlannedStep[] = [{ kind: 'call', name: 'product_search', args: { ...search } }]
    // Added by name only: a search by category alone shows the choice instead of guessing one.
    if (actions.includes('add') && search.query)
      steps.push({
        kind: 'add_found',
        pick: { by: 'ordinal', index: 1 },
        quantity: quantityOf(clause),
        named: search.query,
      })
    return steps
  }
  if (clause.mentions.some((m) => m.id === 'cart')) return [cartCall('list')]
  return undefined
}

/** How many: the count said with a classifier (两盒), else a bare whole number (add 2 of the first one). */
function quantityOf(clause: Clause): number {
  if (clause.count !== undefined) return clause.count
  const bare = clause.amounts.find((a) => a.kind === 'absolute' && !a.unit && !a.bound)
  return bare?.kind === 'absolute' && Number.isInteger(bare.value) && bare.value > 0 && bare.value < 100
    ? bare.value
    : 1
}

/** Adds the one shown product a pointer resolved to; asks with the candidates when it is not one. */
function addPointed(turn: ShopTurn, clause: Clause, english: boolean): PlannedStep[] {
  const resolved = clause.references[0]!.resolved
  if (resolved.length === 1) return [cartCall('add', resolved[0], quantityOf(clause))]
  if (turn.shown.length === 0)
    return [
      say(
        english
          ? 'Nothing is shown yet: what should I search for?'
          : '还没有可选的商品，想买什么？我先帮你搜。',
      ),
    ]
  const options = turn.shown.filter((p) => resolved.length === 0 || resolved.includes(p.id)).slice(0, 5)
  const list = options.map((p) => `${turn.shown.indexOf(p) + 1}. ${p.name} ¥${p.price}`).join('\n')
  return [say(english ? `Which one do you mean?\n${list}` : `你说的是哪一个？\n${list}`)]
}

/** Removes the one cart line the clause names; asks when it names none or several. */
function removeNamed(turn: ShopTurn, clause: Clause): PlannedStep[] {
  const named = clause.mentions.filter((m) => m.kind === 'entity' || m.id.startsWith('category:'))
  const lines = turn.cart.items.filter((item) => named.some((m) => lineMatches(item, m)))
  const target =
    named.length === 0 && turn.lastTouched
      ? turn.cart.items.filter((i) => i.productId === turn.lastTouched)
      : lines
  if (target.length === 1) return [cartCall('remove', target[0]!.productId)]
  const names = (target.length > 1 ? target : turn.cart.items).map((item) => item.name).join(', ')
  return [
    say(
      target.length > 1
        ? `Several items match: ${names}. Which one, or all of them?`
        : `Which item should I remove? Your cart has: ${names || 'nothing'}.`,
    ),
  ]
}
