import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { OfflineStep } from '@mindwire/agent'
import type { ProductPage } from '../ecommerce-api.ts'
import { gateCartChanges } from './cart-gate.ts'
import { pickShown, productsNamed } from './pick-target.ts'
import { isEnglish } from './plain-replies.ts'
import { whichNamed } from './plan-cart.ts'
import { planTurn } from './plan-turn.ts'
import type { PlannedStep } from './planned-step.ts'
import { OFFLINE_CALL_PREFIX, readShopTurn, type ShopTurn, type Stage } from './read-shop-turn.ts'
import { HELP_TEXT, replyFromResults } from './replies.ts'
import { readShopRequest } from './shop-understanding.ts'

type Call = { name: string; args: Record<string, unknown> }

/**
 * One step of the offline shopping model. Step A makes every call whose ids are known (searches, order
 * queries, cart changes on shown or carted products); step B adds what A's search found ("搜一下 AirPods，
 * 把最便宜的加入购物车"). Then it replies from the results. It never writes a product id it did not read.
 */
export function offlineAnswer(prompt: LanguageModelV4Prompt): OfflineStep {
  const turn = readShopTurn(prompt)
  // The request is read once per step, and every part of the plan works from that reading.
  // "This one" is what was last put in the cart, else the top result just shown.
  const reading = readShopRequest(turn.text, turn.shown, turn.lastTouched ?? turn.shown[0]?.id)
  const steps = gateCartChanges(turn, reading, planTurn(turn, reading))
  const english = isEnglish(turn.text)
  const said = steps.flatMap((step) => (step.kind === 'say' ? [step.text] : []))
  if (!turn.continuing || turn.calls.length === 0) {
    const calls = steps.flatMap((step) => (step.kind === 'call' ? [step] : []))
    if (calls.length > 0) return { text: '', calls: withIds('A', calls) }
    return { text: said.length ? said.join('\n') : HELP_TEXT[english ? 1 : 0], calls: [] }
  }
  const ranB = turn.calls.some((call) => call.stage === 'B')
  if (!ranB) {
    const calls = foundCalls(steps, turn)
    if (calls.length > 0) return { text: '', calls: withIds('B', calls) }
  }
  const which = whichOfFound(steps, turn, english)
  return {
    text: [replyFromResults(turn.calls, english), ...said, ...which].filter(Boolean).join('\n'),
    calls: [],
  }
}

/** Step B: the adds whose product this turn's search was to find, picked from its results. */
function foundCalls(steps: readonly PlannedStep[], turn: ShopTurn): Call[] {
  const page = searchedPage(turn)
  const calls: Call[] = []
  for (const step of steps) {
    if (step.kind !== 'add_found') continue
    // Added by name: only the one product the name means, else the shopper picks from the results.
    const named = page && step.named !== undefined ? namedIn(page, step.named, turn) : undefined
    const product = named
      ? named.length === 1
        ? named[0]
        : undefined
      : page && pickShown(step.pick, page.products)
    if (product)
      calls.push({
        name: 'cart_manager',
        args: { action: 'add', productId: product.id, quantity: step.quantity },
      })
  }
  return calls
}

/** The question for each add by a name that several of this turn's results carry (none of them was added). */
function whichOfFound(steps: readonly PlannedStep[], turn: ShopTurn, english: boolean): string[] {
  const page = searchedPage(turn)
  if (!page) return []
  return steps.flatMap((step) =>
    step.kind === 'add_found' && step.named !== undefined && namedIn(page, step.named, turn).length > 1
      ? [whichNamed(step.named, english)]
      : [],
  )
}

/** The products of a page a name means, the cart's own line winning (productsNamed). */
const namedIn = (page: ProductPage, named: string, turn: ShopTurn) =>
  productsNamed(
    page.products,
    named,
    turn.text,
    turn.cart.items.map((item) => item.name),
  )

/** The page step A's search found, if it ran and was not refused. */
function searchedPage(turn: ShopTurn): ProductPage | undefined {
  const search = turn.calls.find((call) => call.stage === 'A' && call.name === 'product_search')
  return search?.result && !search.result.isError ? (search.result.output as ProductPage) : undefined
}

function withIds(stage: Stage, calls: readonly Call[]): OfflineStep['calls'] {
  return calls.map((call) => ({
    id: `${OFFLINE_CALL_PREFIX}${stage}-${crypto.randomUUID()}`,
    name: call.name,
    input: JSON.stringify(call.args),
  }))
}
