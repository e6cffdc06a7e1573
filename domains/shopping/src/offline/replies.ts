import type { Cart, Order, OrderStatus, ProductPage } from '../ecommerce-api.ts'
import type { ShopTurnCall } from './read-shop-turn.ts'

const SHOWN_IN_REPLY = 5

const STATUS: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  pending_shipment: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
}

/** What the offline model says when it understood nothing it can act on. */
export const HELP_TEXT =
  '我可以帮你搜索商品（如“两千以内的蓝牙耳机”“按销量排序”）、管理购物车（“把第一个加入购物车”“删掉耳机”）和查询订单（“最近的订单到哪了”）。'

/** The reply after a turn's calls ran: one sentence or list per call, in order. */
export function replyFromResults(calls: readonly ShopTurnCall[]): string {
  return calls
    .map((call) => (call.result ? replyTo(call) : ''))
    .filter(Boolean)
    .join('\n')
}

function replyTo(call: ShopTurnCall): string {
  const { output, isError } = call.result!
  if (isError) return failure(call, output)
  if (call.name === 'product_search') return searchReply(output as ProductPage)
  if (call.name === 'order_query') return orderReply(output as Order | { orders: Order[] })
  if (call.name === 'cart_manager') return cartReply(call.args, output as Cart)
  return ''
}

function searchReply(page: ProductPage): string {
  if (page.products.length === 0) return '没有找到符合条件的商品，换个说法或放宽价格试试？'
  const lines = page.products.slice(0, SHOWN_IN_REPLY).map((p, i) => {
    const stock = p.stock === 0 ? '，已售罄' : p.stock < 10 ? `，仅剩 ${p.stock} 件` : ''
    return `${i + 1}. ${p.name} ¥${p.price}（评分 ${p.rating}，已售 ${sales(p.sales)}${stock}）`
  })
  return `为你找到 ${page.total} 件商品：\n${lines.join('\n')}`
}

function sales(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(1)} 万` : String(count)
}

function cartReply(args: Record<string, unknown>, cart: Cart): string {
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
}

function orderReply(output: Order | { orders: Order[] }): string {
  const orders = 'orders' in output ? output.orders : [output]
  if (orders.length === 0) return '没有找到符合条件的订单。'
  return orders.map(describeOrder).join('\n')
}

function describeOrder(order: Order): string {
  const items = order.items.map((item) => `${item.name} ×${item.quantity}`).join('、')
  const date = order.createTime.slice(0, 10)
  const where = order.tracking
    ? `，${order.tracking.carrier} ${order.tracking.trackingNumber}：${order.tracking.latest}`
    : order.status === 'pending_shipment'
      ? '，商家还没发货'
      : ''
  return `订单 ${order.id}（${date} 下单，¥${order.totalAmount}）：${STATUS[order.status]}${where}。商品：${items}`
}

/** A refused or declined call, in the shopper's words. */
function failure(call: ShopTurnCall, output: unknown): string {
  const error = (output ?? {}) as { error?: unknown; message?: unknown }
  if (error.error === 'rejected_by_user')
    return call.name === 'cart_manager' ? '好的，购物车保持不变。' : '好的，没有执行。'
  return `没办成：${String(error.message ?? error.error ?? '出错了')}`
}
