import type { LanguageModelV4 } from '@ai-sdk/provider'
import { type AgentSession, createEngine, type Domain, type WireEvent } from '@mindwire/agent'
import type { EvalOutcome } from '@mindwire/agent/evaluation'
import type { Store } from '@mindwire/store'
import type { EcommerceApi, Product, ProductPage } from '../ecommerce-api.ts'
import { isEnglish } from '../offline/plain-replies.ts'
import { loadShopState, type ShopState } from '../shop-state.ts'
import { openDemoShop } from '../store-api/demo-shop.ts'
import { callsMismatch, type MadeCall, resultsMismatch } from './case-matches.ts'
import type { ShopEvalCase } from './shop-eval-case.ts'
import { shopOutcome } from './shop-outcome.ts'

export interface CaseOutcome {
  id: string
  say: string
  lang?: ShopEvalCase['lang']
  pass: boolean
  /** The shared outcome (correct / asked / wrong_action / missed). */
  outcome: EvalOutcome
  /** The case asks about the shopper's own state (an order, the cart). */
  question: boolean
  /** Why it failed. */
  reason?: string
  made: MadeCall[]
  /** The assistant's final text. */
  reply: string
  /** Wall time of the measured turn. */
  latencyMs: number
  /** The engine's confidence in its reading of the measured utterance, where it gives one. */
  confidence?: number
}

export interface ShopEvalSetup {
  store: Store
  tenantId: string
  domain: Domain<ShopState>
  model: () => LanguageModelV4
  /** The engine's confidence in its reading of an utterance, given what was shown (the offline engine's). */
  confidence?: (say: string, shown: readonly Product[]) => number
}

/**
 * Runs a case the way the server runs a conversation: a new shopper of the demo shop, each earlier
 * utterance sent (confirmations accepted) with the shop state read afresh, then the measured one.
 */
export async function runShopCase(setup: ShopEvalSetup, c: ShopEvalCase): Promise<CaseOutcome> {
  const api = await openDemoShop(setup.store, { tenantId: setup.tenantId, userId: `eval-${c.id}` })
  const { domain } = setup
  const engine = createEngine<ShopState>({
    model: setup.model(),
    tools: domain.tools,
    system: domain.system,
    guardrails: domain.guardrails,
  })
  const conversation: Conversation = { session: engine.session(), seen: [], shown: [] }
  for (const text of c.before ?? []) await turn(conversation, api, text, true)
  const { shown } = conversation
  const cartIds = (await api.getCart()).items.map((item) => item.productId)
  const started = performance.now()
  const events = await turn(conversation, api, c.say, false)
  const latencyMs = performance.now() - started
  const made = events.flatMap((e) =>
    e.type === 'tool_call' ? [{ name: e.name, args: e.args as Record<string, unknown> }] : [],
  )
  const reason =
    callsMismatch(made, c.expect, { shown, cartIds }) ?? resultsMismatch(lastPage(events), c.results)
  const done = events.findLast((e) => e.type === 'done')
  const reply = done?.type === 'done' ? done.text : ''
  const pass = reason === undefined
  const judged = shopOutcome(c, made, { shown, cartIds }, pass, reply)
  const lang = c.lang ?? (isEnglish(c.say) ? 'en' : 'zh')
  const confidence = setup.confidence?.(c.say, shown)
  return { id: c.id, say: c.say, lang, pass, ...judged, reason, made, reply, latencyMs, confidence }
}

/** One shopper's conversation: the session, the ids the shop state remembers, the last page shown. */
interface Conversation {
  session: AgentSession<ShopState>
  seen: string[]
  shown: Product[]
}

/** The last search page among a turn's events. */
function lastPage(events: readonly WireEvent[]): ProductPage | undefined {
  const page = events.findLast(
    (e) => e.type === 'tool_result' && e.name === 'product_search' && e.status === 'ok',
  )
  return page?.type === 'tool_result' ? (page.output as unknown as ProductPage) : undefined
}

async function turn(
  conversation: Conversation,
  api: EcommerceApi,
  text: string,
  acceptAll: boolean,
): Promise<WireEvent[]> {
  const run = async (start: (state: ShopState) => AsyncIterable<WireEvent>) => {
    const state = await loadShopState(api, conversation.seen)
    const events: WireEvent[] = []
    for await (const event of start(state)) events.push(event)
    conversation.seen = state.seen
    conversation.shown = lastPage(events)?.products ?? conversation.shown
    return events
  }
  const { session } = conversation
  let events = await run((state) => session.send(text, { state: () => state }))
  const all = [...events]
  while (acceptAll) {
    const asked = events.find((e) => e.type === 'confirm_required')
    if (!asked || asked.type !== 'confirm_required') break
    events = await run((state) => session.confirm(asked.callId, true, { state: () => state }))
    all.push(...events)
  }
  return all
}
