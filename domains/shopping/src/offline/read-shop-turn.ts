import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { type PromptTurnCall, readPromptTurn } from '@mindwire/agent'
import type { Cart, Product } from '../ecommerce-api.ts'
import { readCartSummary } from '../prompts/cart-summary.ts'

/** Call ids say which step made a call: A acts on what is known, B on what A's search found. */
export const OFFLINE_CALL_PREFIX = 'offline-'

export type Stage = 'A' | 'B'

export interface ShopTurnCall extends PromptTurnCall {
  stage: Stage | undefined
}

/** What the offline model reads from a prompt. */
export interface ShopTurn {
  text: string
  /** The cart as the system prompt shows it now. */
  cart: Cart
  /** The latest search page the shopper saw before this turn. */
  shown: Product[]
  /** The product most recently added or changed in the cart: what "再来两个" means. */
  lastTouched: string | undefined
  /** The arguments of the latest search: what "按销量排序" refines. */
  lastSearch: Record<string, unknown> | undefined
  calls: ShopTurnCall[]
  continuing: boolean
}

/** Reads a provider prompt: the newest message, this turn's calls, and what earlier turns showed. */
export function readShopTurn(prompt: LanguageModelV4Prompt): ShopTurn {
  const turn = readPromptTurn(prompt)
  // Earlier turns only: a step B must read the request as step A did, before this turn's results.
  const history = historyOf(
    prompt.slice(
      0,
      prompt.findLastIndex((message) => message.role === 'user'),
    ),
  )
  return {
    text: turn.text,
    cart: readCartSummary(turn.system) ?? { items: [], totalAmount: 0 },
    shown: history.shown,
    lastTouched: history.lastTouched,
    lastSearch: history.lastSearch,
    calls: turn.calls.map((call) => ({ ...call, stage: stageOf(call.id) })),
    continuing: turn.continuing,
  }
}

function stageOf(callId: string): Stage | undefined {
  const stage = callId.startsWith(OFFLINE_CALL_PREFIX) ? callId[OFFLINE_CALL_PREFIX.length] : undefined
  return stage === 'A' || stage === 'B' ? stage : undefined
}

/** The last successful search page and cart change anywhere in the conversation. */
function historyOf(prompt: LanguageModelV4Prompt): Pick<ShopTurn, 'shown' | 'lastTouched' | 'lastSearch'> {
  const calls = new Map<string, { name: string; input: unknown }>()
  let shown: Product[] = []
  let lastTouched: string | undefined
  let lastSearch: Record<string, unknown> | undefined
  for (const message of prompt) {
    if (message.role === 'assistant') {
      for (const part of message.content)
        if (part.type === 'tool-call') calls.set(part.toolCallId, { name: part.toolName, input: part.input })
    }
    if (message.role !== 'tool') continue
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.output.type !== 'json') continue
      const call = calls.get(part.toolCallId)
      const output = part.output.value as { products?: Product[] }
      const args = readInput(call?.input)
      if (call?.name === 'product_search' && Array.isArray(output?.products)) {
        shown = output.products
        lastSearch = args
      }
      if (call?.name === 'cart_manager' && (args.action === 'add' || args.action === 'update'))
        lastTouched = String(args.productId)
    }
  }
  return { shown, lastTouched, lastSearch }
}

function readInput(input: unknown): Record<string, unknown> {
  if (typeof input !== 'string') return (input ?? {}) as Record<string, unknown>
  try {
    return JSON.parse(input) as Record<string, unknown>
  } catch {
    return {}
  }
}
