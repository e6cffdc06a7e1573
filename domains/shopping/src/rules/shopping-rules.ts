import type { Guardrail } from '@mindwire/agent'
import { cartTotal, type ShopState } from '../shop-state.ts'

/** Emptying a cart loses the shopper's choices; large carts deserve a second look. */
export const shoppingRules: Guardrail<ShopState>[] = [
  {
    id: 'confirm-clear-cart',
    description: '清空购物车需确认',
    when: (call, state) =>
      call.name === 'cart_manager' && call.args.action === 'clear' && state.cart.length > 0,
    action: 'confirm',
    message: '确定要清空购物车吗？',
  },
  {
    id: 'warn-large-cart',
    description: '购物车金额超过两万元时提醒',
    when: (call, state) => {
      if (call.name !== 'cart_manager' || call.args.action !== 'add') return false
      const product = state.catalogue.find((p) => p.id === call.args.productId)
      return cartTotal(state.cart) + (product?.price ?? 0) * (call.args.quantity ?? 1) > 20_000
    },
    action: 'warn',
    message: '购物车金额已超过两万元。',
  },
]
