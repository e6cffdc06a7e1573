import type { Message, PendingCall } from '@mindwire/client'
import type { JimiEngine, WireMessage } from '@mindwire/jimi/remote'
import { shallowRef } from 'vue'
import type { Product } from './shop-api.ts'
import { words } from './shop-words.ts'

export interface ToolActivity {
  id: string
  name: string
  status: 'running' | 'ok' | 'failed' | 'waiting'
}

export interface Turn {
  id: number
  role: 'user' | 'assistant'
  text: string
  tools: ToolActivity[]
}

export interface Confirmation {
  callId: string
  message: string
}

/**
 * The assistant panel's state from the engine's Wire messages (seed 004 §3.3): text as it streams, each
 * tool call and its outcome, confirmations. Search results and cart changes are told to the page, which
 * shows them as cards and in the cart.
 */
export function useAssistant(
  engine: JimiEngine,
  page: { onProducts(products: Product[]): void; onCartChanged(): void; onRunEnded(): void },
) {
  const turns = shallowRef<Turn[]>([])
  const pending = shallowRef<Confirmation[]>([])
  const busy = shallowRef(false)
  const problem = shallowRef<string | null>(null)
  const names = new Map<string, string>()
  let next = 0

  function current(): Turn {
    const last = turns.value.at(-1)
    if (last?.role === 'assistant') return last
    const turn: Turn = { id: next++, role: 'assistant', text: '', tools: [] }
    turns.value = [...turns.value, turn]
    return turn
  }

  function change(update: (turn: Turn) => Turn): void {
    const turn = current()
    turns.value = turns.value.map((candidate) => (candidate === turn ? update(turn) : candidate))
  }

  function setTool(id: string, status: ToolActivity['status']): void {
    change((turn) => ({
      ...turn,
      tools: turn.tools.map((tool) => (tool.id === id ? { ...tool, status } : tool)),
    }))
  }

  engine.addWireListener((message: WireMessage) => {
    if (message.type === 'ContentPart') change((turn) => ({ ...turn, text: turn.text + message.content }))
    else if (message.type === 'ToolCall') {
      names.set(message.toolCall.id, message.toolCall.function.name)
      const tool = {
        id: message.toolCall.id,
        name: message.toolCall.function.name,
        status: 'running' as const,
      }
      change((turn) => ({ ...turn, tools: [...turn.tools, tool] }))
    } else if (message.type === 'ConfirmRequired') {
      setTool(message.toolCall.id, 'waiting')
      pending.value = [...pending.value, { callId: message.toolCall.id, message: message.message }]
    } else if (message.type === 'ToolResult') {
      setTool(message.toolCallId, message.result.success ? 'ok' : 'failed')
      if (message.result.success) showResult(names.get(message.toolCallId), message.result.content)
    }
  })

  function showResult(tool: string | undefined, content: string): void {
    if (tool === 'product_search') page.onProducts((JSON.parse(content) as { products: Product[] }).products)
    if (tool === 'cart_manager') page.onCartChanged()
  }

  const callbacks = {
    onComplete: () => {
      busy.value = false
      page.onRunEnded()
    },
    onError: () => {
      busy.value = false
      // The engine's error is for developers; the person learns that the answer did not come.
      problem.value = words().noAnswer
      page.onRunEnded()
    },
  }

  /**
   * Shows a conversation the server kept (after a reload): its turns, each call's outcome, the last
   * search's cards and the calls still waiting for a yes or no. Replays it as the Wire messages it was.
   */
  function restore(history: readonly Message[], waiting: readonly PendingCall[]): void {
    for (const message of history) {
      if (message.role === 'user') {
        const text =
          typeof message.content === 'string'
            ? message.content
            : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ')
        turns.value = [...turns.value, { id: next++, role: 'user', text, tools: [] }]
      } else if (message.role === 'assistant') {
        if (message.content) change((turn) => ({ ...turn, text: turn.text + message.content }))
        for (const call of message.toolCalls ?? []) {
          names.set(call.id, call.name)
          const tool = { id: call.id, name: call.name, status: 'running' as const }
          change((turn) => ({ ...turn, tools: [...turn.tools, tool] }))
        }
      } else {
        setTool(message.toolCallId, message.isError ? 'failed' : 'ok')
        if (!message.isError && message.toolName === 'product_search')
          showResult(message.toolName, JSON.stringify(message.output))
      }
    }
    for (const call of waiting) {
      setTool(call.callId, 'waiting')
      pending.value = [...pending.value, { callId: call.callId, message: call.message }]
    }
  }

  return {
    turns,
    pending,
    busy,
    problem,
    restore,
    ask(text: string): boolean {
      const trimmed = text.trim()
      if (!trimmed || busy.value) return false
      busy.value = true
      problem.value = null
      turns.value = [...turns.value, { id: next++, role: 'user', text: trimmed, tools: [] }]
      void engine.run(trimmed, callbacks)
      return true
    },
    answer(callId: string, yes: boolean): void {
      pending.value = pending.value.filter((item) => item.callId !== callId)
      busy.value = true
      void engine.confirm(callId, yes, callbacks)
    },
  }
}

export type Assistant = ReturnType<typeof useAssistant>
