import { z } from 'zod'
import { type CockpitFunction, requireFor } from './cockpit-function.ts'

const navigationParameters = z
  .object({
    action: z
      .enum(['set_destination', 'search_poi', 'set_route_preference', 'cancel', 'show_overview', 'reroute'])
      .describe('导航操作'),
    destination: z
      .string()
      .min(1)
      .optional()
      .describe('目的地，按原话，如 北京天安门、公司、家；set_destination 必填'),
    poi_category: z
      .string()
      .min(1)
      .optional()
      .describe('地点类别名词，不带“最近的/附近的”，如 加油站、充电站、停车场、餐厅；search_poi 必填'),
    route_preference: z
      .enum(['fastest', 'shortest', 'no_highway', 'no_toll', 'avoid_congestion', 'highway_first'])
      .optional()
      .describe('路线偏好，set_route_preference 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_destination'], 'destination', '目的地')
    requireFor(value, ctx, ['search_poi'], 'poi_category', '如 加油站')
    requireFor(value, ctx, ['set_route_preference'], 'route_preference', 'fastest / shortest / …')
  })

/** The navigation function of the contract. */
export const NAVIGATION_FUNCTIONS: readonly CockpitFunction[] = [
  {
    name: 'control_navigation',
    domain: 'navigation',
    description:
      '控制导航。去具体地点（“导航到北京天安门”“回家”“去公司”）用 set_destination + destination；' +
      '找某类地点（“最近的加油站”“附近的停车场”“我饿了”→餐厅，“快没电了”→充电站）用 search_poi + poi_category；' +
      '“走高速”highway_first，“不走高速”no_highway，“避开收费”no_toll，“避开拥堵/太堵了”avoid_congestion，' +
      '“最快”fastest，“最短”shortest，用 set_route_preference；取消导航 cancel；全程概览 show_overview；' +
      '“换一条路线/重新规划”reroute。',
    parameters: navigationParameters,
  },
]
