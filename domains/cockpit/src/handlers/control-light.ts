import { type ExteriorLight, isExterior, switchExterior } from './exterior-lights.ts'
import { done, type Handler, refuse } from './handler-result.ts'

const COLORS: Record<string, [string, string]> = {
  red: ['#ff0000', '红色'],
  orange: ['#ff8000', '橙色'],
  yellow: ['#ffd000', '黄色'],
  green: ['#00c000', '绿色'],
  cyan: ['#00d0d0', '青色'],
  blue: ['#0060ff', '蓝色'],
  purple: ['#8000ff', '紫色'],
  pink: ['#ff60b0', '粉色'],
  white: ['#ffffff', '白色'],
}

interface LightParams {
  light_type: 'ambient' | 'reading' | ExteriorLight
  action: 'turn_on' | 'turn_off' | 'set_color' | 'set_brightness'
  color?: string
  brightness?: number
}

/** control_light: the ambient light (on/off, colour, brightness), the reading light and the exterior lights (on/off). */
export const controlLight: Handler<LightParams> = (params, state) => {
  const lights = state.lights
  if (isExterior(params.light_type)) return switchExterior(state, params.light_type, params.action)
  if (params.light_type === 'reading') {
    if (params.action === 'turn_on')
      return done({ ...state, lights: { ...lights, readingLightOn: true } }, '阅读灯已打开')
    if (params.action === 'turn_off')
      return done({ ...state, lights: { ...lights, readingLightOn: false } }, '阅读灯已关闭')
    return refuse('unsupported', '阅读灯只能打开或关闭')
  }
  switch (params.action) {
    case 'turn_on':
      return done({ ...state, lights: { ...lights, ambientOn: true } }, '氛围灯已打开')
    case 'turn_off':
      return done({ ...state, lights: { ...lights, ambientOn: false } }, '氛围灯已关闭')
    case 'set_color': {
      const color = params.color!.toLowerCase()
      const [hex, name] = COLORS[color] ?? [color, color]
      return done(
        { ...state, lights: { ...lights, ambientOn: true, ambientColor: hex } },
        `氛围灯已调成${name}`,
      )
    }
    case 'set_brightness':
      return done(
        { ...state, lights: { ...lights, ambientOn: true, ambientBrightness: params.brightness! } },
        `氛围灯亮度已调到${params.brightness}%`,
      )
  }
}
