import { BODY_CONTROL_FUNCTIONS } from './body-control.ts'
import { CHAT_FUNCTIONS } from './chat.ts'
import type { CockpitDomain, CockpitFunction } from './cockpit-function.ts'
import { MUSIC_FUNCTIONS } from './music.ts'
import { NAVIGATION_FUNCTIONS } from './navigation.ts'
import { VEHICLE_CONTROL_FUNCTIONS } from './vehicle-control.ts'

export type { CockpitDomain, CockpitFunction } from './cockpit-function.ts'
export { COLOR_NAMES } from './cockpit-function.ts'

/** Every function of COCKPIT_CONTRACT.md, in contract order (the round-2 extension after the first table's vehicle functions). */
export const COCKPIT_FUNCTIONS: readonly CockpitFunction[] = [
  ...VEHICLE_CONTROL_FUNCTIONS,
  ...BODY_CONTROL_FUNCTIONS,
  ...MUSIC_FUNCTIONS,
  ...NAVIGATION_FUNCTIONS,
  ...CHAT_FUNCTIONS,
]

const BY_NAME = new Map(COCKPIT_FUNCTIONS.map((fn) => [fn.name, fn]))

/** The catalogue entry called `name`, if there is one. */
export function cockpitFunction(name: string): CockpitFunction | undefined {
  return BY_NAME.get(name)
}

/** The contract domain of function `name`; unknown names count as chat (nothing to execute). */
export function functionDomain(name: string): CockpitDomain {
  return BY_NAME.get(name)?.domain ?? 'chat'
}
