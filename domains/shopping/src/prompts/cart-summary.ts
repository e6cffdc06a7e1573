import type { Cart, CartItem } from '../ecommerce-api.ts'

const HEADER = /^当前购物车（合计 ([\d.]+) 元）：$/m
const LINE = /^- \[([^\]]+)\] (.+) ｜(.+)｜ (\d+(?:\.\d+)?) 元 ×(\d+)$/gm

/** The cart as the system prompt shows it: one line per item with its id, so a model can name it. */
export function cartSummary(cart: Cart): string {
  const lines = cart.items.map(
    (item) => `- [${item.productId}] ${item.name} ｜${item.category}｜ ${item.price} 元 ×${item.quantity}`,
  )
  return `当前购物车（合计 ${cart.totalAmount} 元）：\n${lines.length ? lines.join('\n') : '（空）'}`
}

/** The cart read back from a system prompt (the offline model sees only the prompt). */
export function readCartSummary(system: string): Cart | undefined {
  const header = HEADER.exec(system)
  if (!header) return undefined
  const items: CartItem[] = [...system.matchAll(LINE)].map((m) => ({
    productId: m[1]!,
    name: m[2]!,
    category: m[3]!,
    price: Number(m[4]),
    quantity: Number(m[5]),
  }))
  return { items, totalAmount: Number(header[1]) }
}
