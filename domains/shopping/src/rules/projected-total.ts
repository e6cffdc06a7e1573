import type { ShopState } from '../shop-state.ts'

/**
 * The cart total in yuan after an add or update, from prices the shop has shown (the cart, the last
 * search): undefined when the product's price is not known, which the budget rule treats as over.
 */
export function projectedTotal(args: Record<string, unknown>, state: ShopState): number | undefined {
  const productId = String(args.productId ?? '')
  const price = state.prices[productId]
  if (price === undefined) return undefined
  const line = state.cart.items.find((item) => item.productId === productId)
  const quantity = typeof args.quantity === 'number' ? args.quantity : 1
  const fen = (yuan: number) => Math.round(yuan * 100)
  const before = fen(state.cart.totalAmount)
  const after =
    args.action === 'update'
      ? before - fen(price) * (line?.quantity ?? 0) + fen(price) * quantity
      : before + fen(price) * quantity
  return after / 100
}
