import { expect } from 'vitest'
import type { ShopTestServer } from './shop-test-server.ts'

/** One conversation of one shopper of tenant `a` (or `b`). */
export function shopperOf(server: ShopTestServer, userId: string, tenant: 'a' | 'b' = 'a') {
  let sessionId: string | undefined
  return {
    async say(message: string) {
      const body = sessionId ? { sessionId, message } : { app: 'shopping', userId, message }
      const answer = await server.call('/api/ai/chat', body, tenant)
      expect(answer.status).toBe(200)
      sessionId = answer.json.sessionId
      return answer.json
    },
    async confirm(callId: string, accepted: boolean) {
      const answer = await server.call(`/api/ai/sessions/${sessionId}/confirm`, { callId, accepted }, tenant)
      expect(answer.status).toBe(200)
      return answer.json
    },
    async cart() {
      const args = { action: 'list' }
      const answer = await server.call(
        '/api/ai/tools/execute',
        { app: 'shopping', name: 'cart_manager', args, sessionId },
        tenant,
      )
      expect(answer.status).toBe(200)
      return answer.json.output as {
        items: Array<{ productId: string; name: string; quantity: number }>
        totalAmount: number
      }
    },
    get sessionId() {
      return sessionId
    },
  }
}

/** A product a search showed, as a run's tool result carries it. */
export type Found = { id: string; name: string; category: string; price: number }

/** The products a run's product search showed (none when it made no search). */
export const searched = (run: { toolResults: Array<{ name: string; output: unknown }> }): Found[] =>
  (run.toolResults.find((r) => r.name === 'product_search')?.output as { products: Found[] } | undefined)
    ?.products ?? []
