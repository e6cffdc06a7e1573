import type { Guardrail, Tool } from '@mindwire/agent'
import type { EcommerceApi } from './ecommerce-api.ts'
import type { ShoppingRuleOptions } from './rules/shopping-rules.ts'
import { loadShopState, type ShopState } from './shop-state.ts'
import { shoppingCore } from './shopping-core.ts'

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
  const core = shoppingCore(options)
  // The last run's state: its tools recorded what they showed there, which the next run starts from.
  let last: ShopState | undefined
  return {
    name: 'shopping',
    systemPrompt: core.system,
    tools: core.tools,
    guardrails: core.guardrails,
    async runState() {
      last = await loadShopState(api, last?.seen ?? [])
      return last
    },
  }
}
