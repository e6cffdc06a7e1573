import type { CartItem } from '../ecommerce-api.ts'
import { MEASURE, readCount } from './amounts.ts'
import { pickInCart, pickShown, readPick } from './pick-target.ts'
import type { PlannedStep } from './plan-request.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { readShopRequest } from './shop-understanding.ts'

const CLEAR = /清空|全部删|全删|都删|全部移除|都不要了|全不要/
const REMOVE = /删|移除|去掉|拿掉|不要了|不要这|移出|扔掉|取消掉/
const VIEW =
  /购物车.{0,4}(?:有什么|有啥|有哪些|有几|看看|看下|看一下|查看|多少钱|总共|合计|总价|列出|打开|是什么|里面)|(?:看看|看下|看一下|查看|打开|查下|查一下)?我?的?购物车$|车里有/
const UPDATE = /改成|改为|换成|调成|调到|改到|数量/
// 少要一箱, 减两个: the line goes down by the count (gone when nothing is left).
const FEWER = new RegExp(`(?:少|减)(?:要|来|买|掉)?(\\d+|[一二两三四五六七八九十]+)?(?:${MEASURE})`)
const MORE = /再(?:来|加|要|买|拿)/
export const ADD_WORDS = /加入|加到|加进|放进|放入|放到|加购|加车|拿下|入手|下单|买了吧|买它|就买|就要|要了/

/** What the planner tracks across a request's clauses: the product the last cart step touched. */
export interface CartContext {
  turn: ShopTurn
  lastTouched: string | undefined
  searchedThisTurn: boolean
}

/** The cart steps of a clause (clear, remove, view, change quantity, add), or undefined for none. */
export function readCartChange(clause: string, context: CartContext): PlannedStep[] | undefined {
  if (CLEAR.test(clause)) return [cart('clear')]
  if (REMOVE.test(clause)) return [onCartLine(clause, context, (item) => cart('remove', item.productId))]
  if (VIEW.test(clause) && !ADD_WORDS.test(clause)) return [cart('list')]
  // The layer reads 第一个 as a position, so only a real count is left here.
  const count = readShopRequest(clause, [], undefined).clauses.find((c) => c.count !== undefined)?.count
  const fewer = FEWER.exec(clause)
  if (fewer) {
    const by = fewer[1] ? (readCount(`${fewer[1]}个`) ?? 1) : 1
    return [
      onCartLine(clause.replace(FEWER, ' '), context, (item) =>
        item.quantity > by
          ? cart('update', item.productId, item.quantity - by)
          : cart('remove', item.productId),
      ),
    ]
  }
  if (UPDATE.test(clause) && count !== undefined)
    return [onCartLine(clause, context, (item) => cart('update', item.productId, count))]
  // 再来一个牛奶 names what to add: that product, never the one before it.
  if (MORE.test(clause) && !namesProduct(clause)) return [more(context, count ?? 1)]
  if (MORE.test(clause)) return add(clause.replace(MORE, ' '), context, count ?? 1)
  if (ADD_WORDS.test(clause) || (/购物车/.test(clause) && /加|放|来/.test(clause)))
    return add(clause, context, count ?? 1)
  return undefined
}

/** Whether a clause names a product: a brand, a series, a category, or words no vocabulary knows. */
function namesProduct(clause: string): boolean {
  const reading = readShopRequest(clause, [], undefined)
  const named = reading.clauses.some((c) =>
    c.mentions.some((m) => m.kind === 'entity' || m.id.startsWith('category:')),
  )
  return named || reading.unknown.length > 0
}

function cart(action: string, productId?: string, quantity?: number): PlannedStep {
  const args: Record<string, unknown> = { action }
  if (productId) args.productId = productId
  if (quantity !== undefined) args.quantity = quantity
  return { kind: 'call', name: 'cart_manager', args }
}

/** A step on the one cart line the clause names; a question when it names none or several. */
function onCartLine(
  clause: string,
  context: CartContext,
  step: (item: CartItem) => PlannedStep,
): PlannedStep {
  const { items } = context.turn.cart
  if (items.length === 0) return { kind: 'say', text: '购物车是空的。' }
  const lines = pickInCart(readPick(clause), items, context.lastTouched)
  if (lines.length === 1) {
    context.lastTouched = lines[0]!.productId
    return step(lines[0]!)
  }
  const names = (lines.length > 1 ? lines : items).map((item) => `「${item.name}」`).join('、')
  return {
    kind: 'say',
    text:
      lines.length > 1
        ? `购物车里有几件都对得上：${names}，是哪一件？`
        : `没在购物车里找到你说的商品。购物车里有：${names}。`,
  }
}

/** 再来两个: more of what was just added or changed (or of the only line in the cart). */
function more(context: CartContext, quantity: number): PlannedStep {
  const { items } = context.turn.cart
  const productId = context.lastTouched ?? (items.length === 1 ? items[0]!.productId : undefined)
  if (!productId) return { kind: 'say', text: '要再来几件哪一款？说一下商品名吧。' }
  context.lastTouched = productId
  return cart('add', productId, quantity)
}

/** Adds a shown product; a product by name that was not shown is searched first and added from the results. */
function add(clause: string, context: CartContext, quantity: number): PlannedStep[] {
  const pick = readPick(clause)
  if (context.searchedThisTurn) return [{ kind: 'add_found', pick, quantity }]
  const product = pickShown(pick, context.turn.shown)
  if (product) {
    context.lastTouched = product.id
    return [cart('add', product.id, quantity)]
  }
  if (pick.by === 'words') {
    context.searchedThisTurn = true
    return [
      { kind: 'call', name: 'product_search', args: { query: pick.words, sort: 'relevance' } },
      { kind: 'add_found', pick: { by: 'ordinal', index: 1 }, quantity, named: pick.words },
    ]
  }
  return [
    {
      kind: 'say',
      text: context.turn.shown.length
        ? '要加哪一件？说“第一个”或者商品名就行。'
        : '要加什么商品？先告诉我想买什么，我帮你搜。',
    },
  ]
}
