import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { done, type Handler } from './handler-result.ts'

const WINDOWS = {
  front_left: 'frontLeft',
  front_right: 'frontRight',
  rear_left: 'rearLeft',
  rear_right: 'rearRight',
} as const
const NAMES = {
  front_left: '主驾车窗',
  front_right: '副驾车窗',
  rear_left: '左后车窗',
  rear_right: '右后车窗',
  all: '所有车窗',
} as const

interface WindowParams {
  position: keyof typeof NAMES
  action: 'open' | 'close' | 'set_position'
  open_percentage?: number
}

/** control_window: one window or all, fully open, closed, or to a percentage. */
export const controlWindow: Handler<WindowParams> = (params, state) => {
  const percent = params.action === 'open' ? 100 : params.action === 'close' ? 0 : params.open_percentage!
  const keys = params.position === 'all' ? Object.values(WINDOWS) : [WINDOWS[params.position]]
  const windows: VehicleState['windows'] = { ...state.windows }
  for (const key of keys) windows[key] = percent
  const what = NAMES[params.position]
  const reply =
    percent === 0 ? `${what}已关闭` : percent === 100 ? `${what}已打开` : `${what}已开到${percent}%`
  return done({ ...state, windows }, reply)
}
