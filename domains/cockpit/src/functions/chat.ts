import { z } from 'zod'
import type { CockpitFunction } from './cockpit-function.ts'

const statusParameters = z.object({
  item: z
    .enum(['battery_level', 'range', 'charging', 'tire_pressure', 'mileage', 'door_lock'])
    .describe('要查询的项目'),
})

/** The chat-domain function of the contract: questions about the vehicle. */
export const CHAT_FUNCTIONS: readonly CockpitFunction[] = [
  {
    name: 'query_vehicle_status',
    domain: 'chat',
    description:
      '回答关于车辆状态的问题（不改变车辆）：还剩多少电/电量 battery_level，续航/还能跑多远 range，' +
      '在充电吗 charging，胎压 tire_pressure，开了多少公里/总里程 mileage，车门锁了吗 door_lock。' +
      '其他闲聊（天气、笑话）和目录里没有的操作（熄火、开车门）不要调用任何函数，直接回答。',
    parameters: statusParameters,
  },
]
