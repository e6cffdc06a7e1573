import type { Clause } from '@mindwire/understanding'
import type { CartItem, Product } from '../ecommerce-api.ts'
import { cartCall, lineMatches, namesProduct } from './bulk-removal.ts'
import { actionsOf, decreaseOf, quantityOf, says, searchWordsOf, unknownIn } from './clause-words.ts'
import { pickOf, productsNamed } from './pick-target.ts'
import type { PlannedStep } from './planned-step.ts'
import type { ShopTurn } from './read-shop-turn.ts'

/** What cart planning tracks across a request's steps. */
export interface CartContext {
  turn: ShopTurn
  english: boolean
  /** The product the last cart step touched: what "再来两个" and "this one" mean. */
  lastTouched: string | undefined
  /** This turn searched before this step: a pointer then picks from those results. */
  searchedThisTurn: boolean
  /** The request's words no vocabulary knows: a product's name when an add names nothing else. */
  unknown: readonly string[]
  /** Lines removed earlier in this request: a swap after 那个不要了 only adds. */
  removed: Set<string>
}

const say = (text: string): PlannedStep => ({ kind: 'say', text })
const ADDING = ['add', 'buy']

/**
 * The cart steps of a clause: change a line's quantity (改成三个, 少要一箱, 饼干要4盒), more of one (再来两个),
 * remove one, add what a pointer names (第二个, the cheaper one) or a product by name. Undefined when the
 * clause is no cart change. A step that cannot tell which line or product is meant asks instead.
 */
export function planCartClause(
  clause: Clause,
  context: CartContext,
  asking: boolean,
): PlannedStep[] | undefined {
  const actions = actionsOf(clause)
  const { items } = context.turn.cart
  const named = clause.mentions.filter(namesProduct)
  const count = quantityOf(clause)
  if (actions.includes('remove'))
    return [
      onLine(clause, context, (item) => {
        context.removed.add(item.productId)
        return cartCall('remove', item.productId)
      }),
    ]
  const fewer = decreaseOf(clause)
  if (fewer !== undefined && !actions.includes('add'))
    return [
      onLine(clause, context, (item) =>
        item.quantity > fewer
          ? cartCall('update', item.productId, item.quantity - fewer)
          : cartCall('remove', item.productId),
      ),
    ]
  const updating = actions.includes('update') || says(clause, 'quantity')
  // 饼干要4盒: a line named with a count and no verb sets that line's quantity; 耳机多要一副 adds one.
  const setsLine =
    !clause.again &&
    !clause.amounts.some((a) => a.kind === 'relative') &&
    actions.every((a) => a === 'buy') &&
    count !== undefined &&
    named.length > 0 &&
    linesNamed(clause, items).length === 1
  // 把第一个的数量改成3: an ordinal beside a quantity change counts the cart's lines.
  const cartOrdinal = clause.references.every((r) => r.kind === 'ordinal' && r.position !== undefined)
  if ((updating || setsLine) && count !== undefined && cartOrdinal)
    return [onLine(clause, context, (item) => cartCall('update', item.productId, count))]
  const adding = actions.some((a) => ADDING.includes(a))
  // More by a count (多要一副, 2 more), never by money or another measure.
  const more =
    clause.again ||
    clause.amounts.some(
      (a) => a.kind === 'relative' && a.direction === 'up' && (!a.by?.unit || a.by.dimension === 'count'),
    )
  if (more && (adding || count !== undefined) && clause.references.length === 0) {
    const lines = named.length > 0 ? linesNamed(clause, items) : []
    if (named.length === 0 || lines.length === 1) return [moreOf(lines[0], context, count ?? 1)]
    // 再来一个牛奶 with no milk in the cart: one more product, the one named, never the one before.
    if (lines.length === 0) return addNamed(clause, context, count ?? 1)
    // 再来一个 iPhone 15 with two of them in the cart: which line, asked among those lines.
    return [onLine(clause, context, (item) => cartCall('add', item.productId, count ?? 1))]
  }
  // A pointer with no verb (要三箱第一个) adds as well, unless it asks about the product.
  if (clause.references.length > 0 && (adding || (actions.length === 0 && !asking)))
    return addPointed(clause, context, count ?? 1)
  if (actions.includes('add')) return addNamed(clause, context, count ?? 1)
  return undefined
}

/**
 * A change said with a negation (不要第一个, 别删耳机, don't check out yet) is never made. Declining a product
 * (a pointer or a name, with or without an add verb) takes it out of the cart when it is there; any other
 * change is left undone and said so. Undefined when the clause is not negated or changes nothing.
 */
export function planDeclined(clause: Clause, context: CartContext): PlannedStep[] | undefined {
  if (!clause.negated) return undefined
  const actions = actionsOf(clause)
  const changes = actions.filter((a) => a !== 'search')
  const { english } = context
  if (changes.some((a) => !ADDING.includes(a)))
    return [say(english ? 'OK, I left your cart as it is.' : '好的，购物车没动。')]
  const named = clause.mentions.filter(namesProduct)
  if (clause.references.length === 0 && (changes.length === 0 || named.length === 0)) return undefined
  const { items } = context.turn.cart
  const pointed = clause.references.flatMap((r) => (r.resolved.length === 1 ? r.resolved : []))
  const lines =
    pointed.length > 0
      ? items.filter((item) => pointed.includes(item.productId))
      : named.length > 0
        ? linesNamed(clause, items)
        : []
  if (lines.length === 1) {
    context.removed.add(lines[0]!.productId)
    return [cartCall('remove', lines[0]!.productId)]
  }
  return [say(english ? "OK, I won't add it." : '好的，不加。')]
}

/** The cart lines a clause names by product, kind or category. */
function linesNamed(clause: Clause, items: readonly CartItem[]): CartItem[] {
  const named = clause.mentions.filter(namesProduct)
  return items.filter((item) => named.some((m) => lineMatches(item, m)))
}

/** A step on the one cart line the clause means; a question when it means none or several. */
export function onLine(
  clause: Clause,
  context: CartContext,
  step: (item: CartItem) => PlannedStep,
): PlannedStep {
  const { items } = context.turn.cart
  const { english } = context
  if (items.length === 0) return say(english ? 'Your cart is empty.' : '购物车是空的。')
  const lines = lineMeant(clause, items, context.lastTouched)
  if (lines.length === 1) {
    context.lastTouched = lines[0]!.productId
    return step(lines[0]!)
  }
  const names = (lines.length > 1 ? lines : items).map((item) => item.name)
  if (english)
    return say(
      lines.length > 1
        ? `Several items match: ${names.join(', ')}. Which one?`
        : `Which item do you mean? Your cart has: ${names.join(', ')}.`,
    )
  const list = names.map((name) => `「${name}」`).join('、')
  return say(
    lines.length > 1
      ? `购物车里有几件都对得上：${list}，是哪一件？`
      : `没在购物车里找到你说的商品。购物车里有：${list}。`,
  )
}

/** The lines a clause means: by name, by position in the cart, else the one just touched or the only one. */
function lineMeant(clause: Clause, items: readonly CartItem[], lastTouched: string | undefined): CartItem[] {
  if (clause.mentions.some(namesProduct)) return linesNamed(clause, items)
  const ordinal = clause.references.find((r) => r.kind === 'ordinal' && r.position)
  if (ordinal?.position) {
    const item = ordinal.fromEnd ? items.at(-ordinal.position) : items[ordinal.position - 1]
    return item ? [item] : []
  }
  const touched = items.filter((item) => item.productId === lastTouched)
  if (touched.length > 0) return touched
  return items.length === 1 ? [...items] : []
}

/** More of a line: the one named, else what was just added or changed, else the only line. */
function moreOf(line: CartItem | undefined, context: CartContext, quantity: number): PlannedStep {
  const { items } = context.turn.cart
  const productId =
    line?.productId ?? context.lastTouched ?? (items.length === 1 ? items[0]!.productId : undefined)
  if (!productId)
    return say(context.english ? 'More of which product?' : '要再来几件哪一款？说一下商品名吧。')
  context.lastTouched = productId
  return cartCall('add', productId, quantity)
}

/** Adds the one product a pointer names; asks with the candidates when it is not exactly one. */
export function addPointed(clause: Clause, context: CartContext, quantity: number): PlannedStep[] {
  const reference = clause.references[0]!
  if (context.searchedThisTurn) return [{ kind: 'add_found', pick: pickOf(reference), quantity }]
  const { shown } = context.turn
  const { english } = context
  if (reference.resolved.length === 1) {
    context.lastTouched = reference.resolved[0]
    return [cartCall('add', reference.resolved[0], quantity)]
  }
  if (shown.length === 0)
    return [
      say(
        english
          ? 'Nothing is shown yet: what should I search for?'
          : '还没有可选的商品，想买什么？我先帮你搜。',
      ),
    ]
  const options = shown.filter((p) => reference.resolved.length === 0 || reference.resolved.includes(p.id))
  return [
    say(`${english ? 'Which one do you mean?' : '你说的是哪一个？'}\n${listed(options.slice(0, 5), shown)}`),
  ]
}

/** Adds a product by name: the shown one that carries it, else the first result of a search for it. */
function addNamed(clause: Clause, context: CartContext, quantity: number): PlannedStep[] {
  const said = context.turn.text
  const known = searchWordsOf(clause, said)
  const words = (known.length ? known : unknownIn(clause, context.unknown, said)).join(' ')
  const { english } = context
  if (!words)
    return [
      say(
        english
          ? 'Which product should I add? Say "the first one" or its name.'
          : context.turn.shown.length
            ? '要加哪一件？说“第一个”或者商品名就行。'
            : '要加什么商品？先告诉我想买什么，我帮你搜。',
      ),
    ]
  const { shown } = context.turn
  const held = context.turn.cart.items.map((item) => item.name)
  const products = context.searchedThisTurn ? [] : productsNamed(shown, words, said, held)
  if (products.length === 1) {
    context.lastTouched = products[0]!.id
    return [cartCall('add', products[0]!.id, quantity)]
  }
  if (products.length > 1)
    return [say(`${whichNamed(words, english)}\n${listed(products.slice(0, 5), shown)}`)]
  const pick = { by: 'ordinal', index: 1 } as const
  if (context.searchedThisTurn) return [{ kind: 'add_found', pick, quantity, named: words }]
  context.searchedThisTurn = true
  return [
    { kind: 'call', name: 'product_search', args: { query: words, sort: 'relevance' } },
    { kind: 'add_found', pick, quantity, named: words },
  ]
}

/** Products listed with their place in what was shown. */
export function listed(products: readonly Product[], shown: readonly Product[]): string {
  return products.map((p) => `${shown.indexOf(p) + 1}. ${p.name} ¥${p.price}`).join('\n')
}

/** The question when a name said fits several products. */
export const whichNamed = (words: string, english: boolean) =>
  english ? `Several products match "${words}": which one?` : `有几款都叫“${words}”，要哪一款？`
