import { openStore } from '@mindwire/store'
import { createShoppingOfflineModel } from '../offline/offline-model.ts'
import { createShopping } from '../shopping-domain.ts'
import { type CaseOutcome, runShopCase } from './run-shop-case.ts'
import { loadShopCases } from './shop-eval-case.ts'

/** Runs a .jsonl set through the offline model on the demo shop in an in-memory store. */
export async function runOfflineShopEval(path: string): Promise<CaseOutcome[]> {
  const store = await openStore({ memory: true })
  try {
    const setup = { store, tenantId: 'eval', domain: createShopping(), model: createShoppingOfflineModel }
    const outcomes: CaseOutcome[] = []
    for (const c of await loadShopCases(path)) outcomes.push(await runShopCase(setup, c))
    return outcomes
  } finally {
    await store.close()
  }
}
