import { defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'
import type { ShopState } from '../shop-state.ts'
import { shopCall } from './shop-tool-error.ts'

const DAY_MS = 86_400_000
// Enough to find an order by number among a shopper's recent ones, for a host without getOrderById.
const LOOKUP_LIMIT = 100

const parameters = z.object({
  orderId: z.string().max(40).optional().describe('订单号；不填则列出订单'),
  status: z
    .enum(['pending_payment', 'pending_shipment', 'shipped', 'completed', 'cancelled'])
    .optional()
    .describe(
      'pending_payment 待付款；pending_shipment 待发货；shipped 已发货；completed 已完成；cancelled 已取消',
    ),
  sinceDays: z.number().int().min(1).max(365).optional().describe('只看最近多少天的订单'),
  limit: z.number().int().min(1).max(20).default(5).describe('最多几个，最新的在前'),
})

/**
 * Seed 004's OrderQueryTool over EcommerceApi.queryOrders and getOrderById: the shopper's own orders,
 * newest first, or one by its number however old.
 */
export const orderQuery = defineTool<typeof parameters, ShopState>({
  name: 'order_query',
  description: '查询我的订单：按订单号看详情和物流，或按状态、时间列出订单（最新的在前）。',
  parameters,
  execute: async ({ orderId, status, sinceDays, limit }, { state }) => {
    const since = sinceDays ? new Date(Date.now() - sinceDays * DAY_MS) : undefined
    if (orderId) {
      const { api } = state
      const byId = api.getOrderById?.bind(api)
      const order = byId
        ? await shopCall(() => byId(orderId))
        : (await shopCall(() => api.queryOrders({ limit: LOOKUP_LIMIT }))).find((o) => o.id === orderId)
      if (order) return order
      const latest = await shopCall(() => api.queryOrders({ limit: 5 }))
      throw new ToolError(`没有订单 ${orderId}`, { knownOrders: latest.map((o) => o.id) })
    }
    const orders = await shopCall(() => state.api.queryOrders({ status, since, limit }))
    return { count: orders.length, orders }
  },
})
