import type { Guardrail, Tool } from '@mindwire/agent'
import type { EcommerceApi } from './ecommerce-api.ts'
import { shoppingSystemPrompt } from './prompts/system-prompt.ts'
import { DEFAULT_BUDGET, type ShoppingRuleOptions, shoppingRules } from './rules/shopping-rules.ts'
import { loadShopState, type ShopState } from './shop-state.ts'
import { cartManager } from './tools/cart-manager.ts'
import { orderQuery } from './tools/order-query.ts'
import { productSearch } from './tools/product-search.ts'

/** The shopping assistant as an embeddable agent: what `createJimi().createEngine` takes. */
export interface ShoppingAgent {
  name: string
  systemPrompt: (state: ShopState) => string
  tools: readonly Tool<ShopState>[]
  guardrails: readonly Guardrail<ShopState>[]
  /** The shopper's state for a run: their cart now and the prices of what they were shown. */
  runState: () => Promise<ShopState>
}

/**
 * Seed 004's shopping assistant over the host app's EcommerceApi (§3.1): the three tools, the confirm
 * rules (removals, spending over the budget) and the prompt, for an app that runs the loop itself. The
 * products a search showed are remembered between runs, so the budget rule knows their prices.
 */
export function shoppingAgent(api: EcommerceApi, options: ShoppingRuleOptions = {}): ShoppingAgent {
  // The last run's state: its tools recorded what they showed there, which the next run starts from.
  let last: ShopState | undefined
  return {
    name: 'shopping',
    systemPrompt: (state) => shoppingSystemPrompt(state, options.budget ?? DEFAULT_BUDGET),
    tools: [productSearch, orderQuery, cartManager],
    guardrails: shoppingRules(options),
    async runState() {
      last = await loadShopState(api, last?.seen ?? [])
      return last
    },
  }
}
