import { controlAc } from './control-ac.ts'
import { controlLight } from './control-light.ts'
import { controlMirror } from './control-mirror.ts'
import { controlMusic } from './control-music.ts'
import { controlNavigation } from './control-navigation.ts'
import { controlScreen } from './control-screen.ts'
import { controlSeat } from './control-seat.ts'
import { controlSteeringWheel } from './control-steering-wheel.ts'
import { controlSunroof } from './control-sunroof.ts'
import { controlTrunk } from './control-trunk.ts'
import { controlWindow } from './control-window.ts'
import { controlWiper } from './control-wiper.ts'
import type { Handler } from './handler-result.ts'
import { queryVehicleStatus } from './query-vehicle-status.ts'

export type { Handler, HandlerResult } from './handler-result.ts'

/** One handler per function of the catalogue. */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  control_ac: controlAc,
  control_window: controlWindow,
  control_seat: controlSeat,
  control_light: controlLight,
  control_trunk: controlTrunk,
  control_wiper: controlWiper,
  control_sunroof: controlSunroof,
  control_mirror: controlMirror,
  control_screen: controlScreen,
  control_steering_wheel: controlSteeringWheel,
  control_music: controlMusic,
  control_navigation: controlNavigation,
  query_vehicle_status: queryVehicleStatus,
}
