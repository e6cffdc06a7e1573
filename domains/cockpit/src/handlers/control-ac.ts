import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { clamp, done, type Handler, refuse } from './handler-result.ts'

const MODE_NAMES = { cool: '制冷', heat: '制热', auto: '自动', ventilation: '通风' } as const

interface AcParams {
  action:
    | 'turn_on'
    | 'turn_off'
    | 'set_temperature'
    | 'adjust_temperature'
    | 'set_mode'
    | 'set_fan_speed'
    | 'adjust_fan_speed'
  temperature?: number
  direction?: 'up' | 'down'
  mode?: keyof typeof MODE_NAMES
  fan_speed?: number
}

/** control_ac: switching, temperature 16–32 °C, modes and fan levels 1–7; any setting switches the AC on. */
export const controlAc: Handler<AcParams> = (params, state) => {
  const ac = state.ac
  const on = (changes: Partial<VehicleState['ac']>): VehicleState => ({
    ...state,
    ac: { ...ac, ...changes, isOn: true },
  })
  switch (params.action) {
    case 'turn_on':
      return done(on({}), ac.isOn ? `空调已经开着，${ac.temperature}度` : `空调已打开，${ac.temperature}度`)
    case 'turn_off':
      return done({ ...state, ac: { ...ac, isOn: false } }, ac.isOn ? '空调已关闭' : '空调本来就是关着的')
    case 'set_temperature':
      return done(on({ temperature: params.temperature! }), `空调已调到${params.temperature}度`)
    case 'adjust_temperature': {
      const target = clamp(ac.temperature + (params.direction === 'up' ? 1 : -1), 16, 32)
      if (target === ac.temperature)
        return refuse('at_limit', `已经是${params.direction === 'up' ? '最高' : '最低'}温度${target}度了`)
      return done(
        on({ temperature: target }),
        `温度已调${params.direction === 'up' ? '高' : '低'}到${target}度`,
      )
    }
    case 'set_mode':
      return done(on({ mode: params.mode! }), `空调已切换到${MODE_NAMES[params.mode!]}模式`)
    case 'set_fan_speed':
      return done(on({ fanSpeed: params.fan_speed! }), `风速已调到${params.fan_speed}挡`)
    case 'adjust_fan_speed': {
      const target = clamp(ac.fanSpeed + (params.direction === 'up' ? 1 : -1), 1, 7)
      if (target === ac.fanSpeed && ac.isOn) return refuse('at_limit', `风速已经是${target}挡了`)
      return done(on({ fanSpeed: target }), `风速已调到${target}挡`)
    }
  }
}
