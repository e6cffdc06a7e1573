import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { defrost, setCirculation } from './ac-airflow.ts'
import {
  type AcZone,
  isSingleZone,
  withPower,
  withTemperature,
  zoneIsOn,
  zoneName,
  zoneTemperature,
} from './ac-zones.ts'
import { clamp, done, type Handler, type HandlerResult, refuse } from './handler-result.ts'

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
    | 'defrost_on'
    | 'defrost_off'
    | 'set_circulation'
  temperature?: number
  direction?: 'up' | 'down'
  mode?: keyof typeof MODE_NAMES
  fan_speed?: number
  target?: 'front' | 'rear'
  circulation?: 'inner' | 'outer' | 'auto'
  zone?: AcZone
}

/**
 * control_ac: switching and temperature 16–32 °C per zone (none named: the whole cabin), modes, fan
 * levels 1–7, defrosting and air circulation; any setting switches the AC on.
 */
export const controlAc: Handler<AcParams> = (params, state) => {
  const ac = state.ac
  const on = (changes: Partial<VehicleState['ac']>): VehicleState => ({
    ...state,
    ac: { ...ac, ...changes, isOn: true },
  })
  // The mode, fan and flaps serve the whole cabin: a zone named with them cannot be honoured alone.
  if (isSingleZone(params.zone) && CABIN_WIDE.has(params.action))
    return refuse('zone_unsupported', `${zoneName(params.zone)}不能单独调这一项，只能全车一起调`)
  switch (params.action) {
    case 'turn_on':
    case 'turn_off':
      return power(state, params.action === 'turn_on', params.zone)
    case 'set_temperature':
    case 'adjust_temperature':
      return temperature(state, params)
    case 'set_mode':
      return done(on({ mode: params.mode! }), `空调已切换到${MODE_NAMES[params.mode!]}模式`)
    case 'set_fan_speed':
      return done(on({ fanSpeed: params.fan_speed! }), `风速已调到${params.fan_speed}挡`)
    case 'adjust_fan_speed': {
      const target = clamp(ac.fanSpeed + (params.direction === 'up' ? 1 : -1), 1, 7)
      if (target === ac.fanSpeed && ac.isOn) return refuse('at_limit', `风速已经是${target}挡了`)
      return done(on({ fanSpeed: target }), `风速已调到${target}挡`)
    }
    case 'defrost_on':
    case 'defrost_off':
      return defrost(state, params.action === 'defrost_on', params.target)
    case 'set_circulation':
      return setCirculation(state, params.circulation!)
  }
}

const CABIN_WIDE = new Set<AcParams['action']>([
  'set_mode',
  'set_fan_speed',
  'adjust_fan_speed',
  'defrost_on',
  'defrost_off',
  'set_circulation',
])

function power(state: VehicleState, isOn: boolean, zone: AcZone | undefined): HandlerResult {
  const ac = state.ac
  const where = `${zoneName(zone)}空调`
  const was = zoneIsOn(ac, zone)
  const next = { ...state, ac: withPower(ac, zone, isOn) }
  if (isOn) return done(next, `${where}${was ? '已经开着' : '已打开'}，${zoneTemperature(ac, zone)}度`)
  return done(next, was ? `${where}已关闭` : `${where}本来就是关着的`)
}

function temperature(state: VehicleState, params: AcParams): HandlerResult {
  const where = zoneName(params.zone)
  if (params.action === 'set_temperature') {
    const value = params.temperature!
    return done(
      { ...state, ac: withTemperature(state.ac, params.zone, value) },
      `${where}空调已调到${value}度`,
    )
  }
  const current = zoneTemperature(state.ac, params.zone)
  const up = params.direction === 'up'
  const target = clamp(current + (up ? 1 : -1), 16, 32)
  if (target === current) return refuse('at_limit', `${where}已经是${up ? '最高' : '最低'}温度${target}度了`)
  return done(
    { ...state, ac: withTemperature(state.ac, params.zone, target) },
    `${where}温度已调${up ? '高' : '低'}到${target}度`,
  )
}
