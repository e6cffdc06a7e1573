import { defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'
import type { ShopState } from '../shop-state.ts'

const parameters = z.object({
  orderId: z.string().max(40).optional().describe('订单号；不填则列出订单'),
  status: z.enum(['待付款', '待发货', '已发货', '已完成', '已取消']).optional().describe('按状态筛选'),
})

export const orderQuery = defineTool<typeof parameters, ShopState>({
  name: 'order_query',
  description: '查询订单：按订单号查看详情，或按状态列出订单。',
  parameters,
  execute: ({ orderId, status }, { state }) => {
    if (orderId) {
      const order = state.orders.find((o) => o.id === orderId)
      if (!order) throw new ToolError(`没有订单 ${orderId}`, { knownOrders: state.orders.map((o) => o.id) })
      return order
    }
    const orders = state.orders.filter((o) => !status || o.status === status)
    return { count: orders.length, orders }
  },
})
