import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { clamp, done, type Handler, refuse } from './handler-result.ts'

const SEATS = {
  driver: 'driver',
  passenger: 'passenger',
  rear_left: 'rearLeft',
  rear_right: 'rearRight',
} as const
const NAMES = {
  driver: '主驾座椅',
  passenger: '副驾座椅',
  rear_left: '左后座椅',
  rear_right: '右后座椅',
} as const
const STEP = { small: 5, medium: 10, large: 20 } as const
// Which position axis a direction moves, and which way.
const AXES = {
  forward: ['distance', -1, '向前'],
  backward: ['distance', 1, '向后'],
  up: ['height', 1, '升高'],
  down: ['height', -1, '降低'],
  recline_forward: ['recline', -1, '靠背向前'],
  recline_backward: ['recline', 1, '靠背向后'],
} as const

interface SeatParams {
  seat: keyof typeof SEATS
  action:
    | 'heating_on'
    | 'heating_off'
    | 'set_heating_level'
    | 'ventilation_on'
    | 'ventilation_off'
    | 'set_ventilation_level'
    | 'adjust_position'
    | 'massage_on'
    | 'massage_off'
  level?: number
  position_adjustment?: { direction: keyof typeof AXES; amount?: keyof typeof STEP }
}

/** control_seat: heating and ventilation levels 1–3 per seat, massage, and position in steps. */
export const controlSeat: Handler<SeatParams> = (params, state) => {
  const key = SEATS[params.seat]
  const seat = state.seats[key]
  const name = NAMES[params.seat]
  const withSeat = (changes: Partial<VehicleState['seats']['driver']>): VehicleState => ({
    ...state,
    seats: { ...state.seats, [key]: { ...seat, ...changes } },
  })
  switch (params.action) {
    case 'heating_on': {
      const level = Math.max(1, seat.heatingLevel)
      return done(withSeat({ heatingLevel: level, ventilationLevel: 0 }), `${name}加热已打开，${level}挡`)
    }
    case 'heating_off':
      return done(withSeat({ heatingLevel: 0 }), `${name}加热已关闭`)
    case 'set_heating_level':
      return done(
        withSeat({ heatingLevel: params.level!, ventilationLevel: 0 }),
        `${name}加热已调到${params.level}挡`,
      )
    case 'ventilation_on': {
      const level = Math.max(1, seat.ventilationLevel)
      return done(withSeat({ ventilationLevel: level, heatingLevel: 0 }), `${name}通风已打开，${level}挡`)
    }
    case 'ventilation_off':
      return done(withSeat({ ventilationLevel: 0 }), `${name}通风已关闭`)
    case 'set_ventilation_level':
      return done(
        withSeat({ ventilationLevel: params.level!, heatingLevel: 0 }),
        `${name}通风已调到${params.level}挡`,
      )
    case 'massage_on':
      return done(withSeat({ massage: true }), `${name}按摩${seat.massage ? '已经开着' : '已打开'}`)
    case 'massage_off':
      return done(withSeat({ massage: false }), `${name}按摩${seat.massage ? '已关闭' : '本来就是关着的'}`)
    case 'adjust_position': {
      const { direction, amount = 'medium' } = params.position_adjustment!
      const [axis, sign, label] = AXES[direction]
      const target = clamp(seat[axis] + sign * STEP[amount], 0, 100)
      if (target === seat[axis]) return refuse('at_limit', `${name}已经调到头了`)
      return done(withSeat({ [axis]: target }), `${name}已${label}调节`)
    }
  }
}
