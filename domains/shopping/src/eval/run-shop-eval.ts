import type { LanguageModelV4 } from '@ai-sdk/provider'
import { readCaseFile } from '@mindwire/agent/evaluation'
import { openStore } from '@mindwire/store'
import { createShoppingOfflineModel } from '../offline/offline-model.ts'
import { readShopRequest } from '../offline/shop-understanding.ts'
import { createShopping } from '../shopping-domain.ts'
import { type CaseOutcome, runShopCase, type ShopEvalSetup } from './run-shop-case.ts'
import { ShopEvalCase } from './shop-eval-case.ts'

/** Reads a .jsonl set of shop cases; a malformed line names the file and line. */
export function loadShopCases(path: string): Promise<ShopEvalCase[]> {
  return readCaseFile(path, ShopEvalCase)
}

/**
 * Runs cases through `model` (the offline engine by default) on the demo shop in an in-memory store, a new
 * shopper each; `each` runs them (in order by default; the CLI runs several at once).
 */
export async function runShopEval(
  cases: readonly ShopEvalCase[],
  options: {
    model?: () => LanguageModelV4
    each?: (
      cases: readonly ShopEvalCase[],
      run: (c: ShopEvalCase) => Promise<CaseOutcome>,
    ) => Promise<CaseOutcome[]>
  } = {},
): Promise<CaseOutcome[]> {
  const store = await openStore({ memory: true })
  try {
    const setup: ShopEvalSetup = {
      store,
      tenantId: 'eval',
      domain: createShopping(),
      model: options.model ?? createShoppingOfflineModel,
      // The offline engine's own confidence: its reading's (what "this one" means as the engine reads it).
      ...(options.model
        ? {}
        : { confidence: (say, shown) => readShopRequest(say, shown, shown[0]?.id).confidence }),
    }
    const run = (c: ShopEvalCase) => runShopCase(setup, c)
    if (options.each) return await options.each(cases, run)
    const outcomes: CaseOutcome[] = []
    for (const c of cases) outcomes.push(await run(c))
    return outcomes
  } finally {
    await store.close()
  }
}
