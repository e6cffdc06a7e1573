import { MAX_CART_QUANTITY } from './ecommerce-api.ts'

export type ShopErrorCode =
  | 'unknown_product'
  | 'out_of_stock'
  | 'invalid_quantity'
  | 'not_in_cart'
  | 'empty_cart'

/**
 * A request the shop refused; the cart is as it was. Tools hand it to the model as a tool error, so the
 * model can say why or try another product.
 */
export class ShopError extends Error {
  readonly code: ShopErrorCode
  readonly detail: Record<string, unknown>

  constructor(code: ShopErrorCode, message: string, detail: Record<string, unknown> = {}) {
    super(message)
    this.name = 'ShopError'
    this.code = code
    this.detail = detail
  }
}

/** Refuses a quantity that is not a whole number from 1 to 99 before anything is read or written. */
export function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY)
    throw new ShopError(
      'invalid_quantity',
      `数量必须是 1 到 ${MAX_CART_QUANTITY} 的整数（收到 ${quantity}）`,
      {
        quantity,
      },
    )
}

/** A new order's id: SO, the day, then random digits (unique within a tenant in practice, checked by the key). */
export function newOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  const digits = crypto.getRandomValues(new Uint32Array(2)).join('').slice(0, 12).padStart(12, '0')
  return `SO${day}${digits}`
}
