import type { LanguageModelV4 } from '@ai-sdk/provider'
import { type AgentSession, createEngine, type Domain, type WireEvent } from '@mindwire/agent'
import type { Store } from '@mindwire/store'
import type { EcommerceApi, Product, ProductPage } from '../ecommerce-api.ts'
import { loadShopState, type ShopState } from '../shop-state.ts'
import { openDemoShop } from '../store-api/demo-shop.ts'
import { callsMismatch, type MadeCall, resultsMismatch } from './case-matches.ts'
import type { ShopEvalCase } from './shop-eval-case.ts'

export interface CaseOutcome {
  id: string
  say: string
  pass: boolean
  /** Why it failed. */
  reason?: string
  made: MadeCall[]
  /** The assistant's final text. */
  reply: string
}

export interface ShopEvalSetup {
  store: Store
  tenantId: string
  domain: Domain<ShopState>
  model: () => LanguageModelV4
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
  const conversation = { session: engine.session(), lastResults: [] as string[] }
  for (const text of c.before ?? []) await turn(conversation, api, text, true)
  const shown = (await Promise.all(conversation.lastResults.map((id) => api.getProduct(id)))).filter(
    (p): p is Product => p !== undefined,
  )
  const cartIds = (await api.getCart()).items.map((item) => item.productId)
  const events = await turn(conversation, api, c.say, false)
  const made = events.flatMap((e) =>
    e.type === 'tool_call' ? [{ name: e.name, args: e.args as Record<string, unknown> }] : [],
  )
  const page = events.find(
    (e) => e.type === 'tool_result' && e.name === 'product_search' && e.status === 'ok',
  )
  const reason =
    callsMismatch(made, c.expect, { shown, cartIds }) ??
    resultsMismatch(
      page?.type === 'tool_result' ? (page.output as unknown as ProductPage) : undefined,
      c.results,
    )
  const done = events.findLast((e) => e.type === 'done')
  const reply = done?.type === 'done' ? done.text : ''
  return { id: c.id, say: c.say, pass: reason === undefined, reason, made, reply }
}

async function turn(
  conversation: { session: AgentSession<ShopState>; lastResults: string[] },
  api: EcommerceApi,
  text: string,
  acceptAll: boolean,
): Promise<WireEvent[]> {
  const run = async (start: (state: ShopState) => AsyncIterable<WireEvent>) => {
    const state = await loadShopState(api, conversation.lastResults)
    const events: WireEvent[] = []
    for await (const event of start(state)) events.push(event)
    conversation.lastResults = state.lastResults
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
