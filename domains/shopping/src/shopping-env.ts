import { AgentError } from '@mindwire/agent'
import type { ShoppingRuleOptions } from './rules/shopping-rules.ts'

/**
 * The shopping rules' settings from the environment: MINDWIRE_SHOP_BUDGET, the cart total in yuan above
 * which an add asks first. Unset or empty: the default (¥5,000); anything but a positive number is a
 * configuration error at start-up, not a rule that silently never asks.
 */
export function shoppingOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ShoppingRuleOptions {
  const raw = env.MINDWIRE_SHOP_BUDGET?.trim()
  if (!raw) return {}
  const budget = Number(raw)
  if (!Number.isFinite(budget) || budget <= 0)
    throw new AgentError('config', `MINDWIRE_SHOP_BUDGET must be a positive number of yuan, not "${raw}"`)
  return { budget }
}
