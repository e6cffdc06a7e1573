import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { clamp, done, type Handler, refuse } from './handler-result.ts'

type ScreenName = keyof VehicleState['screens']

interface ScreenParams {
  screen: ScreenName
  action: 'turn_on' | 'turn_off' | 'set_brightness' | 'adjust_brightness'
  brightness?: number
  direction?: 'up' | 'down'
}

const NAMES = { center: '中控屏', instrument: '仪表屏', passenger: '副驾屏', rear: '后排屏' } as const
// One step of 亮一点: enough to see, small enough to ask again.
const STEP = 10

/** control_screen: each screen on or off, its brightness set or stepped; setting it lights a dark screen. */
export const controlScreen: Handler<ScreenParams> = (params, state) => {
  const screen = state.screens[params.screen]
  const name = NAMES[params.screen]
  const withScreen = (changes: Partial<typeof screen>): VehicleState => ({
    ...state,
    screens: { ...state.screens, [params.screen]: { ...screen, ...changes } },
  })
  switch (params.action) {
    case 'turn_on':
      return done(withScreen({ isOn: true }), screen.isOn ? `${name}已经亮着` : `${name}已打开`)
    case 'turn_off':
      return done(withScreen({ isOn: false }), screen.isOn ? `${name}已关闭` : `${name}本来就是关着的`)
    case 'set_brightness':
      return done(
        withScreen({ isOn: true, brightness: params.brightness! }),
        `${name}亮度已调到${params.brightness}%`,
      )
    case 'adjust_brightness': {
      const up = params.direction === 'up'
      const target = clamp(screen.brightness + (up ? STEP : -STEP), 0, 100)
      if (target === screen.brightness && screen.isOn)
        return refuse('at_limit', `${name}已经是${up ? '最亮' : '最暗'}了`)
      return done(withScreen({ isOn: true, brightness: target }), `${name}亮度已调到${target}%`)
    }
  }
}
