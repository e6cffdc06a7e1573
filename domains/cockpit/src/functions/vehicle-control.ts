import { z } from 'zod'
import { COLOR_NAMES, type CockpitFunction, requireFor } from './cockpit-function.ts'

const direction = z.enum(['up', 'down'])
const seatName = z.enum(['driver', 'passenger', 'rear_left', 'rear_right'])
const COLOR = new RegExp(`^(${COLOR_NAMES.join('|')}|#[0-9a-f]{6})$`, 'i')

const acParameters = z
  .object({
    action: z
      .enum([
        'turn_on',
        'turn_off',
        'set_temperature',
        'adjust_temperature',
        'set_mode',
        'set_fan_speed',
        'adjust_fan_speed',
        'defrost_on',
        'defrost_off',
        'set_circulation',
      ])
      .describe('空调操作'),
    temperature: z
      .number()
      .min(16)
      .max(32)
      .optional()
      .describe('目标温度（摄氏度，16–32），set_temperature 必填'),
    direction: direction.optional().describe('调节方向，adjust_temperature / adjust_fan_speed 必填'),
    mode: z.enum(['cool', 'heat', 'auto', 'ventilation']).optional().describe('空调模式，set_mode 必填'),
    fan_speed: z.number().int().min(1).max(7).optional().describe('风速挡位 1–7，set_fan_speed 必填'),
    target: z
      .enum(['front', 'rear'])
      .optional()
      .describe('除霜/除雾的玻璃：前挡风 front，后挡风/后窗 rear；没说时不填（前挡）'),
    circulation: z
      .enum(['inner', 'outer', 'auto'])
      .optional()
      .describe('内循环/外循环/自动，set_circulation 必填'),
    zone: z
      .enum(['driver', 'passenger', 'rear', 'all'])
      .optional()
      .describe('温区：主驾 driver、副驾 passenger、后排 rear、全车 all；只在用户说了时填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_temperature'], 'temperature', '16–32 度')
    requireFor(value, ctx, ['adjust_temperature', 'adjust_fan_speed'], 'direction', 'up 或 down')
    requireFor(value, ctx, ['set_mode'], 'mode', 'cool / heat / auto / ventilation')
    requireFor(value, ctx, ['set_fan_speed'], 'fan_speed', '1–7 挡')
    requireFor(value, ctx, ['set_circulation'], 'circulation', 'inner / outer / auto')
  })

const windowParameters = z
  .object({
    position: z
      .enum(['front_left', 'front_right', 'rear_left', 'rear_right', 'all'])
      .describe('车窗位置；用户没说是哪个车窗时为 front_left（主驾）'),
    action: z
      .enum(['open', 'close', 'set_position'])
      .describe('open 全开，close 全关，set_position 开到某个比例'),
    open_percentage: z.number().min(0).max(100).optional().describe('开启百分比 0–100，set_position 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_position'], 'open_percentage', '0–100')
  })

const seatParameters = z
  .object({
    seat: seatName.describe('座椅；用户没说是哪个座椅时为 driver（主驾）'),
    action: z
      .enum([
        'heating_on',
        'heating_off',
        'set_heating_level',
        'ventilation_on',
        'ventilation_off',
        'set_ventilation_level',
        'adjust_position',
        'massage_on',
        'massage_off',
      ])
      .describe('座椅操作'),
    level: z.number().int().min(1).max(3).optional().describe('加热/通风挡位 1–3，set_*_level 必填'),
    position_adjustment: z
      .object({
        direction: z.enum(['forward', 'backward', 'up', 'down', 'recline_forward', 'recline_backward']),
        amount: z.enum(['small', 'medium', 'large']).optional().describe('幅度；用户没有暗示时不填'),
      })
      .optional()
      .describe('座椅移动，adjust_position 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_heating_level', 'set_ventilation_level'], 'level', '1–3 挡')
    requireFor(value, ctx, ['adjust_position'], 'position_adjustment', 'direction + amount')
  })

const lightParameters = z
  .object({
    light_type: z
      .enum(['ambient', 'reading', 'headlight', 'high_beam', 'fog', 'position'])
      .describe(
        'ambient 氛围灯，reading 阅读灯，headlight 大灯，high_beam 远光灯，fog 雾灯，position 示廓灯/小灯',
      ),
    action: z.enum(['turn_on', 'turn_off', 'set_color', 'set_brightness']).describe('灯光操作'),
    color: z
      .string()
      .regex(
        COLOR,
        `颜色须为 ${COLOR_NAMES.join(' / ')} 或 #rrggbb / colour must be a listed name or #rrggbb`,
      )
      .optional()
      .describe(`颜色：${COLOR_NAMES.join(', ')} 或 #rrggbb，set_color 必填`),
    brightness: z.number().min(0).max(100).optional().describe('亮度百分比 0–100，set_brightness 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_color'], 'color', '颜色名或 #rrggbb')
    requireFor(value, ctx, ['set_brightness'], 'brightness', '0–100')
  })

const trunkParameters = z.object({
  action: z.enum(['open', 'close']).describe('打开或关闭后备箱'),
})

const wiperParameters = z
  .object({
    action: z.enum(['turn_on', 'turn_off', 'set_speed']).describe('雨刮操作'),
    speed: z.enum(['low', 'medium', 'high', 'auto']).optional().describe('雨刮速度，set_speed 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_speed'], 'speed', 'low / medium / high / auto')
  })

/** The six vehicle-control functions of the contract's first table (round 2 adds values to three). */
export const VEHICLE_CONTROL_FUNCTIONS: readonly CockpitFunction[] = [
  {
    name: 'control_ac',
    domain: 'vehicle_control',
    description:
      '控制空调。开关用 turn_on / turn_off；“调到24度”用 set_temperature + temperature；' +
      '“调高两度”这类带幅度的相对调节，按当前温度算出绝对值后用 set_temperature；' +
      '“温度高一点”“有点冷”这类不带幅度的用 adjust_temperature + direction（冷→up，热→down）；' +
      '制冷/制热/自动/通风模式用 set_mode + mode；“风速3挡”“风最大(7)”用 set_fan_speed + fan_speed；' +
      '“风大一点/风太大了”用 adjust_fan_speed + direction；除霜/除雾/“玻璃起雾了”用 defrost_on / defrost_off' +
      '（后挡风 target rear，前挡 front，没说不填）；内循环/外循环用 set_circulation + circulation；' +
      '“主驾/副驾/后排空调”加 zone。',
    parameters: acParameters,
  },
  {
    name: 'control_window',
    domain: 'vehicle_control',
    description:
      '控制车窗。position 必填：主驾/左前 front_left（未指明时也用它），副驾/右前 front_right，' +
      '左后 rear_left，右后 rear_right，全部/所有 all。全开用 open，关闭用 close；' +
      '“打开一半”“开到30%”“开条缝(20)”用 set_position + open_percentage。',
    parameters: windowParameters,
  },
  {
    name: 'control_seat',
    domain: 'vehicle_control',
    description:
      '控制座椅加热、通风和位置。seat 必填，未指明时为 driver。开关加热/通风用 heating_on / heating_off / ' +
      'ventilation_on / ventilation_off；“加热开到3挡”“加热最大(3)”用 set_heating_level / ' +
      'set_ventilation_level + level；座椅按摩用 massage_on / massage_off；' +
      '“座椅往后调一点”用 adjust_position + position_adjustment' +
      '（direction；amount：一点/稍微 small，多一点/一些 medium，很多/到底 large，没提就不填）。',
    parameters: seatParameters,
  },
  {
    name: 'control_light',
    domain: 'vehicle_control',
    description:
      '控制灯光：氛围灯 ambient、阅读灯 reading、大灯 headlight、远光灯 high_beam、雾灯 fog、' +
      '示廓灯/示宽灯/小灯 position。开关用 turn_on / turn_off；氛围灯改颜色用 set_color + color' +
      '（英文小写颜色名或 #rrggbb）、调亮度用 set_brightness + brightness(0–100)。',
    parameters: lightParameters,
  },
  {
    name: 'control_trunk',
    domain: 'vehicle_control',
    description: '打开(open)或关闭(close)后备箱/尾门。行驶中打开会被安全规则拦截。',
    parameters: trunkParameters,
  },
  {
    name: 'control_wiper',
    domain: 'vehicle_control',
    description:
      '控制雨刮器：开关用 turn_on / turn_off；调速用 set_speed + speed（最快 high，最慢 low，中速 medium，自动 auto）。' +
      '“下雨了”“看不清挡风玻璃”用 turn_on。',
    parameters: wiperParameters,
  },
]
