import { readCount } from './amounts.ts'
import { ADD_WORDS, type CartContext, readCartChange } from './cart-request.ts'
import { readOrderQuery } from './order-request.ts'
import type { ProductPick } from './pick-target.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { readSearch, type SearchRequest } from './search-request.ts'
import { readShopRequest } from './shop-understanding.ts'

/** One thing a request asks for, in the order asked. */
export type PlannedStep =
  | { kind: 'call'; name: string; args: Record<string, unknown> }
  /** Adds a product this turn's search will find: made in step B from its results. */
  | { kind: 'add_found'; pick: ProductPick; quantity: number; named?: string }
  /** Something the model cannot do as asked, said in the reply. */
  | { kind: 'say'; text: string }

const ORDER_ID = /SO\d{6,}/i
const SEARCHABLE = /[\p{Script=Han}A-Za-z0-9]/u
const NEXT_PAGE = /下一页|换一批|还有别的|还有其他|再看看别的|看看别的|其他的呢|别的呢/
// product_search's page size when the model names none.
const DEFAULT_PAGE = 5
// A clause that is only a count (要两包, 来三个) sets the quantity of the add before it.
const ONLY_COUNT = /^(?:要|来|买|拿|给我)?\s*[\d一二两三四五六七八九十]+\s*\S?$/

/**
 * The steps of a request, clause by clause. A clause that only sorts or bounds the price (按销量排序,
 * 两千以内的) refines the search before it: this turn's, else the conversation's last one.
 */
export function planRequest(turn: ShopTurn, lastSearch: SearchRequest | undefined): PlannedStep[] {
  const steps: PlannedStep[] = []
  const context: CartContext = { turn, lastTouched: turn.lastTouched, searchedThisTurn: false }
  let search = lastSearch
  for (const clause of clauseTexts(turn)) {
    const previous = steps.at(-1)
    if (ONLY_COUNT.test(clause) && previous && setQuantity(previous, readCount(clause))) continue
    for (const step of readClause(clause, context, search)) {
      if (step.kind === 'call' && step.name === 'product_search') {
        // One search per turn, carrying every filter asked for.
        const earlier = steps.findIndex((s) => s.kind === 'call' && s.name === 'product_search')
        if (earlier >= 0) steps.splice(earlier, 1)
        search = step.args as unknown as SearchRequest
        context.searchedThisTurn = true
      }
      steps.push(step)
    }
  }
  return steps
}

/**
 * The request's steps as the understanding layer splits them, in the shopper's own writing; a step that
 * is only small talk (好的，…) is left out.
 */
function clauseTexts(turn: ShopTurn): string[] {
  return readShopRequest(turn.text, turn.shown, turn.lastTouched)
    .clauses.filter((c) => !c.social || c.mentions.length + c.amounts.length + c.references.length > 0)
    .map((c) => turn.text.slice(c.start, c.end).trim())
    .filter(Boolean)
}

/** Whether a clause is about orders: it names one (SO…) or says order words (订单, 快递, 到哪). */
function aboutOrders(clause: string): boolean {
  if (ORDER_ID.test(clause)) return true
  const reading = readShopRequest(clause, [], undefined)
  return reading.clauses.some((c) => c.mentions.some((m) => m.id === 'order' || m.id.startsWith('status:')))
}

/** Sets an add's quantity; false when the step is no add or there is no count. */
function setQuantity(step: PlannedStep, quantity: number | undefined): boolean {
  if (quantity === undefined) return false
  if (step.kind === 'add_found') step.quantity = quantity
  else if (step.kind === 'call' && step.name === 'cart_manager' && step.args.action === 'add')
    step.args.quantity = quantity
  else return false
  return true
}

function readClause(
  clause: string,
  context: CartContext,
  previous: SearchRequest | undefined,
): PlannedStep[] {
  if (aboutOrders(clause) && !ADD_WORDS.test(clause))
    return [{ kind: 'call', name: 'order_query', args: readOrderQuery(clause) }]
  const change = readCartChange(clause, context)
  if (change) return change
  const search = readSearchClause(clause, previous)
  return search ? [search] : []
}

/**
 * A search, the next page of the previous one (换一批), or a refinement of it when the clause names no
 * product of its own; a refinement starts again from the first page.
 */
function readSearchClause(clause: string, previous: SearchRequest | undefined): PlannedStep | undefined {
  if (previous && NEXT_PAGE.test(clause)) {
    const offset = (previous.offset ?? 0) + (previous.limit ?? DEFAULT_PAGE)
    return { kind: 'call', name: 'product_search', args: { ...previous, offset } }
  }
  const search = readSearch(clause)
  const refines = !search.query && !search.category
  const filters = search.sort !== 'relevance' || search.minPrice || search.maxPrice || search.limit
  if (refines && previous && filters) {
    const { offset: _, ...firstPage } = previous
    return { kind: 'call', name: 'product_search', args: { ...firstPage, ...withoutDefaults(search) } }
  }
  if (!SEARCHABLE.test(search.query) && !search.category && !filters) return undefined
  return { kind: 'call', name: 'product_search', args: { ...search } }
}

function withoutDefaults(search: SearchRequest): Partial<SearchRequest> {
  const { query: _, sort, ...rest } = search
  return sort === 'relevance' ? rest : { sort, ...rest }
}
