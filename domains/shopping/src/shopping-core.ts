import type { Guardrail, Tool } from '@mindwire/agent'
import { shoppingSystemPrompt } from './prompts/system-prompt.ts'
import { DEFAULT_BUDGET, type ShoppingRuleOptions, shoppingRules } from './rules/shopping-rules.ts'
import type { ShopState } from './shop-state.ts'
import { cartManager } from './tools/cart-manager.ts'
import { orderQuery } from './tools/order-query.ts'
import { productSearch } from './tools/product-search.ts'

/** What the server's shopping domain and the embeddable shopping agent are both made of. */
export interface ShoppingCore {
  tools: readonly Tool<ShopState>[]
  system: (state: ShopState) => string
  guardrails: readonly Guardrail<ShopState>[]
}

/** Seed 004's three tools, the prompt with the budget, and the confirm rules for removals and spending. */
export function shoppingCore(options: ShoppingRuleOptions = {}): ShoppingCore {
  return {
    tools: [productSearch, orderQuery, cartManager],
    system: (state) => shoppingSystemPrompt(state, options.budget ?? DEFAULT_BUDGET),
    guardrails: shoppingRules(options),
  }
}
