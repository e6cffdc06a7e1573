import type { Cart, Order, OrderStatus, ProductPage } from '../ecommerce-api.ts'
import type { ShopTurnCall } from './read-shop-turn.ts'

const SHOWN_IN_REPLY = 5

const STATUS: Record<OrderStatus, readonly [string, string]> = {
  pending_payment: ['待付款', 'awaiting payment'],
  pending_shipment: ['待发货', 'not shipped yet'],
  shipped: ['已发货', 'shipped'],
  completed: ['已完成', 'completed'],
  cancelled: ['已取消', 'cancelled'],
}

/** What the offline model says when it understood nothing it can act on, in Chinese and English. */
export const HELP_TEXT: readonly [string, string] = [
  '我可以帮你搜索商品（如“两千以内的蓝牙耳机”“按销量排序”）、管理购物车（“把第一个加入购物车”“删掉耳机”）和查询订单（“最近的订单到哪了”）。',
  'I can search products ("headphones under 500", "sort by best selling"), manage your cart ("add the first one", "remove the headphones") and look up orders ("where is my last order").',
]

/** The reply after a turn's calls ran, in the shopper's language: one sentence or list per call, in order. */
export function replyFromResults(calls: readonly ShopTurnCall[], english = false): string {
  const say = english ? EN : ZH
  return calls
    .map((call) => (call.result ? replyTo(call, say) : ''))
    .filter(Boolean)
    .join('\n')
}

function replyTo(call: ShopTurnCall, say: Phrases): string {
  const { output, isError } = call.result!
  if (isError) return say.failure(call, output)
  if (call.name === 'product_search') return say.search(output as ProductPage)
  if (call.name === 'order_query') {
    const orders = 'orders' in (output as object) ? (output as { orders: Order[] }).orders : [output as Order]
    return orders.length === 0 ? say.noOrders : orders.map(say.order).join('\n')
  }
  if (call.name === 'cart_manager' && call.args.action === 'checkout') return say.placed(output as Order)
  if (call.name === 'cart_manager') return say.cart(call.args, output as Cart)
  return ''
}

interface Phrases {
  search(page: ProductPage): string
  noOrders: string
  order(order: Order): string
  /** The order the checkout just placed. */
  placed(order: Order): string
  cart(args: Record<string, unknown>, cart: Cart): string
  failure(call: ShopTurnCall, output: unknown): string
}

const sales = (count: number) => (count >= 10_000 ? `${(count / 10_000).toFixed(1)} 万` : String(count))
const refused = (output: unknown) => (output as { error?: unknown })?.error === 'rejected_by_user'
const errorText = (output: unknown) => {
  const error = (output ?? {}) as { error?: unknown; message?: unknown }
  return String(error.message ?? error.error ?? '')
}

const ZH: Phrases = {
  search(page) {
    if (page.products.length === 0) return '没有找到符合条件的商品，换个说法或放宽价格试试？'
    const lines = page.products.slice(0, SHOWN_IN_REPLY).map((p, i) => {
      const stock = p.stock === 0 ? '，已售罄' : p.stock < 10 ? `，仅剩 ${p.stock} 件` : ''
      return `${i + 1}. ${p.name} ¥${p.price}（评分 ${p.rating}，已售 ${sales(p.sales)}${stock}）`
    })
    return `为你找到 ${page.total} 件商品：\n${lines.join('\n')}`
  },
  noOrders: '没有找到符合条件的订单。',
  order(order) {
    const items = order.items.map((item) => `${item.name} ×${item.quantity}`).join('、')
    const where = order.tracking
      ? `，${order.tracking.carrier} ${order.tracking.trackingNumber}：${order.tracking.latest}`
      : order.status === 'pending_shipment'
        ? '，商家还没发货'
        : ''
    return `订单 ${order.id}（${order.createTime.slice(0, 10)} 下单，¥${order.totalAmount}）：${STATUS[order.status][0]}${where}。商品：${items}`
  },
  placed(order) {
    return `已下单：订单 ${order.id}，合计 ¥${order.totalAmount}，状态 ${STATUS[order.status][0]}。`
  },
  cart(args, cart) {
    const item = cart.items.find((line) => line.productId === args.productId)
    const total = `购物车合计 ¥${cart.totalAmount}。`
    switch (args.action) {
      case 'add':
        return `已加入购物车：${item?.name ?? args.productId}，现在 ×${item?.quantity ?? args.quantity ?? 1}。${total}`
      case 'update':
        return `已把「${item?.name ?? args.productId}」改为 ×${item?.quantity ?? args.quantity}。${total}`
      case 'remove':
        return `已从购物车移除。${total}`
      case 'clear':
        return '购物车已清空。'
      default:
        return cart.items.length === 0
          ? '购物车是空的。'
          : `购物车里有 ${cart.items.length} 种商品：\n${cart.items.map((i) => `- ${i.name} ¥${i.price} ×${i.quantity}`).join('\n')}\n${total}`
    }
  },
  failure(call, output) {
    if (refused(output)) return call.name === 'cart_manager' ? '好的，购物车保持不变。' : '好的，没有执行。'
    return `没办成：${errorText(output) || '出错了'}`
  },
}

const EN: Phrases = {
  search(page) {
    if (page.products.length === 0) return 'Nothing matched. Try other words or a wider price range?'
    const lines = page.products.slice(0, SHOWN_IN_REPLY).map((p, i) => {
      const stock = p.stock === 0 ? ', sold out' : p.stock < 10 ? `, only ${p.stock} left` : ''
      return `${i + 1}. ${p.name} ¥${p.price} (rated ${p.rating}, ${p.sales} sold${stock})`
    })
    return `Found ${page.total} products:\n${lines.join('\n')}`
  },
  noOrders: 'No orders match that.',
  order(order) {
    const items = order.items.map((item) => `${item.name} ×${item.quantity}`).join(', ')
    const where = order.tracking
      ? `, ${order.tracking.carrier} ${order.tracking.trackingNumber}: ${order.tracking.latest}`
      : ''
    return `Order ${order.id} (placed ${order.createTime.slice(0, 10)}, ¥${order.totalAmount}): ${STATUS[order.status][1]}${where}. Items: ${items}`
  },
  placed(order) {
    return `Order placed: ${order.id}, total ¥${order.totalAmount}, ${STATUS[order.status][1]}.`
  },
  cart(args, cart) {
    const item = cart.items.find((line) => line.productId === args.productId)
    const total = `Cart total ¥${cart.totalAmount}.`
    switch (args.action) {
      case 'add':
        return `Added to your cart: ${item?.name ?? args.productId}, now ×${item?.quantity ?? args.quantity ?? 1}. ${total}`
      case 'update':
        return `Changed ${item?.name ?? args.productId} to ×${item?.quantity ?? args.quantity}. ${total}`
      case 'remove':
        return `Removed from your cart. ${total}`
      case 'clear':
        return 'Your cart is empty now.'
      default:
        return cart.items.length === 0
          ? 'Your cart is empty.'
          : `Your cart has ${cart.items.length} items:\n${cart.items.map((i) => `- ${i.name} ¥${i.price} ×${i.quantity}`).join('\n')}\n${total}`
    }
  },
  failure(call, output) {
    if (refused(output))
      return call.name === 'cart_manager' ? 'OK, your cart stays as it was.' : 'OK, not done.'
    return `That did not work: ${errorText(output) || 'an error occurred'}`
  },
}
