import type { Guardrail } from '@mindwire/agent'
import type { ShopState } from '../shop-state.ts'
import { projectedTotal } from './projected-total.ts'

/** What the shopping rules can be told. */
export interface ShoppingRuleOptions {
  /** A cart change that takes the cart above this many yuan asks first. Default 5000. */
  budget?: number
}

export const DEFAULT_BUDGET = 5000

const isCart = (name: string, args: Record<string, unknown>, ...actions: string[]) =>
  name === 'cart_manager' && actions.includes(String(args.action))

/**
 * Removing things, placing the order and spending above the budget are the shopper's decisions: all are
 * parked and asked.
 * A price the shop has not shown this shopper counts as over budget (fail closed).
 */
export function shoppingRules(options: ShoppingRuleOptions = {}): Guardrail<ShopState>[] {
  const budget = options.budget ?? DEFAULT_BUDGET
  return [
    {
      id: 'confirm-remove-from-cart',
      description: '从购物车移除商品需确认',
      when: (call, state) =>
        isCart(call.name, call.args, 'remove') &&
        state.cart.items.some((item) => item.productId === call.args.productId),
      action: 'confirm',
      message: (call, state) => {
        const item = state.cart.items.find((line) => line.productId === call.args.productId)
        return `确定要把「${item?.name ?? call.args.productId}」从购物车移除吗？`
      },
    },
    {
      id: 'confirm-clear-cart',
      description: '清空购物车需确认',
      when: (call, state) => isCart(call.name, call.args, 'clear') && state.cart.items.length > 0,
      action: 'confirm',
      message: (_call, state) => `确定要清空购物车（${state.cart.items.length} 种商品）吗？`,
    },
    {
      id: 'confirm-checkout',
      description: '下单前确认购物车合计',
      when: (call) => isCart(call.name, call.args, 'checkout'),
      action: 'confirm',
      message: (_call, state) =>
        `确定按购物车下单吗？共 ${state.cart.items.length} 种商品，合计 ${state.cart.totalAmount} 元。`,
    },
    {
      id: 'confirm-over-budget',
      description: `购物车合计将超过 ${budget} 元时需确认`,
      when: (call, state) => {
        if (!isCart(call.name, call.args, 'add', 'update')) return false
        const after = projectedTotal(call.args, state)
        return after === undefined || (after > budget && after > state.cart.totalAmount)
      },
      action: 'confirm',
      message: (call, state) => {
        const after = projectedTotal(call.args, state)
        return after === undefined
          ? `还没查到这件商品的价格，确定要加入购物车吗？`
          : `这样购物车合计 ${after} 元，超过了 ${budget} 元的预算，确定吗？`
      },
    },
  ]
}
