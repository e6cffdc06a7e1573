import { z } from 'zod'
import { type CockpitFunction, requireFor } from './cockpit-function.ts'

const sunroofParameters = z
  .object({
    part: z.enum(['glass', 'shade']).describe('天窗玻璃 glass；遮阳帘/天幕/窗帘 shade'),
    action: z
      .enum(['open', 'close', 'tilt', 'set_position'])
      .describe('open 全开，close 关闭，tilt 起翘（透气），set_position 开到某个比例'),
    open_percentage: z.number().min(0).max(100).optional().describe('开启百分比 0–100，set_position 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_position'], 'open_percentage', '0–100')
  })

const mirrorParameters = z.object({
  side: z.enum(['left', 'right', 'all']).describe('后视镜：左 left，右 right；没说是哪边时为 all'),
  action: z.enum(['fold', 'unfold', 'heating_on', 'heating_off']).describe('折叠、展开、加热开、加热关'),
})

const screenParameters = z
  .object({
    screen: z
      .enum(['center', 'instrument', 'passenger', 'rear'])
      .describe(
        '中控屏 center（没说是哪块屏时也用它），仪表屏/仪表盘 instrument，副驾屏 passenger，后排屏 rear',
      ),
    action: z.enum(['turn_on', 'turn_off', 'set_brightness', 'adjust_brightness']).describe('屏幕操作'),
    brightness: z.number().min(0).max(100).optional().describe('亮度百分比 0–100，set_brightness 必填'),
    direction: z.enum(['up', 'down']).optional().describe('调亮 up，调暗 down，adjust_brightness 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_brightness'], 'brightness', '0–100')
    requireFor(value, ctx, ['adjust_brightness'], 'direction', 'up 或 down')
  })

const steeringWheelParameters = z.object({
  action: z.enum(['heating_on', 'heating_off']).describe('方向盘加热开或关'),
})

/** The round-2 functions of the contract's extension: sunroof and shade, mirrors, screens, steering wheel. */
export const BODY_CONTROL_FUNCTIONS: readonly CockpitFunction[] = [
  {
    name: 'control_sunroof',
    domain: 'vehicle_control',
    description:
      '控制天窗和遮阳帘。part：天窗 glass，遮阳帘/天幕/窗帘 shade。全开 open，关闭 close，' +
      '起翘/翘起来透气 tilt（只有天窗玻璃能起翘）；“开一半”“开到30%”用 set_position + open_percentage。',
    parameters: sunroofParameters,
  },
  {
    name: 'control_mirror',
    domain: 'vehicle_control',
    description:
      '控制外后视镜：折叠 fold，展开 unfold，加热/除霜 heating_on / heating_off。side：左 left，右 right，' +
      '没说或两边 all。行驶中折叠会被安全规则拦截。',
    parameters: mirrorParameters,
  },
  {
    name: 'control_screen',
    domain: 'vehicle_control',
    description:
      '控制屏幕：中控屏 center（未指明时），仪表屏 instrument，副驾屏 passenger，后排屏 rear。' +
      '开关用 turn_on / turn_off；“亮度调到60”用 set_brightness + brightness；' +
      '“亮一点/太亮了”用 adjust_brightness + direction（亮→up，暗→down）。',
    parameters: screenParameters,
  },
  {
    name: 'control_steering_wheel',
    domain: 'vehicle_control',
    description: '方向盘加热：打开 heating_on，关闭 heating_off。“方向盘太冰了”用 heating_on。',
    parameters: steeringWheelParameters,
  },
]
