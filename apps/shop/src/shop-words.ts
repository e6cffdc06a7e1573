import { chooseLanguage, preferredLanguage, type UiLanguage } from '@mindwire/client'
import { shallowRef } from 'vue'
import { ShopRequestError } from './shop-api.ts'

type Refusal = (details: Record<string, unknown>) => string

/** Everything the shop page says, in one language. */
interface ShopWords {
  locale: string
  title: string
  search: string
  searchPlaceholder: string
  switchTo: string
  emptyGrid: string
  productMeta(rating: number, sales: string, stock: number): string
  addToCart: string
  outOfStock: string
  addLabel(name: string): string
  cart: string
  cartEmpty: string
  less(name: string): string
  more(name: string): string
  remove: string
  removeLabel(name: string): string
  total(amount: string): string
  checkout: string
  placed(orderId: string): string
  orders: string
  noOrders: string
  status: Record<string, string>
  assistant: string
  askPlaceholder: string
  send: string
  yes: string
  no: string
  tools: Record<string, string>
  toolStatus: Record<'running' | 'ok' | 'failed' | 'waiting', string>
  noAnswer: string
  historyLost: string
  unreachable: string
  refusals: Record<string, Refusal>
}

const ZH: ShopWords = {
  locale: 'zh-CN',
  title: 'Mindwire 商城',
  search: '搜索',
  searchPlaceholder: '搜索商品',
  switchTo: 'English',
  emptyGrid: '搜索商品，或者问问购物助手',
  productMeta: (rating, sales, stock) =>
    `评分 ${rating} · 销量 ${sales} · ${stock > 0 ? `库存 ${stock}` : '缺货'}`,
  addToCart: '加入购物车',
  outOfStock: '缺货',
  addLabel: (name) => `把 ${name} 加入购物车`,
  cart: '购物车',
  cartEmpty: '购物车是空的',
  less: (name) => `${name} 减一件`,
  more: (name) => `${name} 加一件`,
  remove: '删除',
  removeLabel: (name) => `从购物车删除 ${name}`,
  total: (amount) => `合计 ${amount}`,
  checkout: '去结算',
  placed: (id) => `下单成功，订单号 ${id}`,
  orders: '我的订单',
  noOrders: '还没有订单',
  status: {
    pending_payment: '待付款',
    pending_shipment: '待发货',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
  },
  assistant: '购物助手',
  askPlaceholder: '比如：两千以内的蓝牙耳机',
  send: '发送',
  yes: '确认',
  no: '取消',
  tools: { product_search: '搜索商品', cart_manager: '购物车', order_query: '查订单' },
  toolStatus: { running: '进行中', ok: '完成', failed: '未成功', waiting: '等你确认' },
  noAnswer: '助手这次没能回答，请再说一次',
  historyLost: '之前的对话暂时取不回来',
  unreachable: '商店暂时无法访问，请稍后再试',
  refusals: {
    out_of_stock: (d) => `库存不够：这件商品只剩 ${d.stock ?? 0} 件`,
    invalid_quantity: () => '数量要在 1 到 99 之间',
    unknown_product: () => '这件商品已经下架了',
    not_in_cart: () => '这件商品已经不在购物车里了',
    empty_cart: () => '购物车是空的，先挑点东西吧',
    unauthorized: () => '需要先登录（API 密钥无效或缺失）',
    rate_limited: () => '操作太频繁了，请稍后再试',
  },
}

const EN: ShopWords = {
  locale: 'en-US',
  title: 'Mindwire Shop',
  search: 'Search',
  searchPlaceholder: 'Search products',
  switchTo: '中文',
  emptyGrid: 'Search for products, or ask the shopping assistant',
  productMeta: (rating, sales, stock) =>
    `Rated ${rating} · ${sales} sold · ${stock > 0 ? `${stock} in stock` : 'out of stock'}`,
  addToCart: 'Add to cart',
  outOfStock: 'Out of stock',
  addLabel: (name) => `Add ${name} to the cart`,
  cart: 'Cart',
  cartEmpty: 'Your cart is empty',
  less: (name) => `One fewer ${name}`,
  more: (name) => `One more ${name}`,
  remove: 'Remove',
  removeLabel: (name) => `Remove ${name} from the cart`,
  total: (amount) => `Total ${amount}`,
  checkout: 'Check out',
  placed: (id) => `Order placed: ${id}`,
  orders: 'My orders',
  noOrders: 'No orders yet',
  status: {
    pending_payment: 'Awaiting payment',
    pending_shipment: 'Awaiting shipment',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  assistant: 'Shopping assistant',
  askPlaceholder: 'e.g. Bluetooth headphones under 2000 yuan',
  send: 'Send',
  yes: 'Confirm',
  no: 'Cancel',
  tools: { product_search: 'Product search', cart_manager: 'Cart', order_query: 'Orders' },
  toolStatus: { running: 'working', ok: 'done', failed: 'did not work', waiting: 'waiting for you' },
  noAnswer: 'The assistant could not answer this time; please say it again',
  historyLost: 'The earlier conversation could not be loaded right now',
  unreachable: 'The shop cannot be reached right now; please try again later',
  refusals: {
    out_of_stock: (d) => `Not enough stock: only ${d.stock ?? 0} left`,
    invalid_quantity: () => 'The quantity must be between 1 and 99',
    unknown_product: () => 'This product is no longer sold',
    not_in_cart: () => 'This product is no longer in the cart',
    empty_cart: () => 'Your cart is empty: pick something first',
    unauthorized: () => 'Sign-in needed (the API key is missing or invalid)',
    rate_limited: () => 'Too many requests; please try again shortly',
  },
}

const WORDS: Record<UiLanguage, ShopWords> = { zh: ZH, en: EN }

/** The language the page speaks now; rendering reads it, so switching redraws the page. */
export const language = shallowRef<UiLanguage>(preferredLanguage())

/** The page's words in its current language. */
export const words = (): ShopWords => WORDS[language.value]

/** Switches the page (and the origin's other apps, on their next load) to the other language. */
export function switchLanguage(): void {
  language.value = language.value === 'zh' ? 'en' : 'zh'
  chooseLanguage(language.value)
  document.documentElement.lang = words().locale
  document.title = words().title
}

/** A failed shop request as one sentence a shopper understands, never the server's text. */
export function refusalText(failure: unknown): string {
  if (failure instanceof ShopRequestError) {
    const say = words().refusals[failure.code]
    if (say) return say(failure.details)
  }
  return words().unreachable
}

/** Money as the shop shows it. */
export const yuan = (value: number) => `¥${value.toLocaleString(words().locale)}`

/** A count as the page's language writes it. */
export const count = (value: number) => value.toLocaleString(words().locale)
