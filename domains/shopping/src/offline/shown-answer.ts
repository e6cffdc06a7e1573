import type { Reference } from '@mindwire/understanding'
import type { Product } from '../ecommerce-api.ts'
import { listed } from './plan-cart.ts'

/**
 * A question about a product just shown (第二双多少钱, is the first one in stock?) answered from what was
 * shown: its name, price, rating, sales and stock. Nothing is added or searched. When the pointer does not
 * name exactly one product, it asks which.
 */
export function answerShown(reference: Reference, shown: readonly Product[], english: boolean): string {
  const product =
    reference.resolved.length === 1 ? shown.find((p) => p.id === reference.resolved[0]) : undefined
  if (!product) {
    if (shown.length === 0)
      return english ? 'Nothing is shown yet: what should I search for?' : '还没有搜过商品，想看什么？'
    return `${english ? 'Which one do you mean?' : '你问的是哪一个？'}\n${listed(shown.slice(0, 5), shown)}`
  }
  return describeShown(product, shown, english)
}

/** One shown product in a line: its place, name, price, rating, sales and stock. */
export function describeShown(product: Product, shown: readonly Product[], english: boolean): string {
  const place = shown.indexOf(product) + 1
  const stock = product.stock === 0 ? (english ? ', sold out' : '，已售罄') : ''
  return english
    ? `No. ${place}, ${product.name}: ¥${product.price}, rated ${product.rating}, ${product.sales} sold${stock}. Say "add it" to put it in your cart.`
    : `第 ${place} 个「${product.name}」：¥${product.price}，评分 ${product.rating}，已售 ${product.sales}${stock}。要的话说“加入购物车”。`
}
