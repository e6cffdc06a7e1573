import type { Matcher } from '../types.ts'
import { acMatcher } from './ac.ts'
import { chatMatcher } from './chat.ts'
import { colloquialMatcher } from './colloquial.ts'
import { lightMatcher } from './light.ts'
import { mirrorMatcher } from './mirror.ts'
import { musicMatcher } from './music.ts'
import { navigationMatcher } from './navigation.ts'
import { screenMatcher } from './screen.ts'
import { seatMatcher } from './seat.ts'
import { steeringWheelMatcher } from './steering-wheel.ts'
import { sunroofMatcher } from './sunroof.ts'
import { trunkMatcher } from './trunk.ts'
import { vagueMatcher } from './vague.ts'
import { vehicleStatusMatcher } from './vehicle-status.ts'
import { windowMatcher } from './window.ts'
import { wiperMatcher } from './wiper.ts'

/** Every matcher, in the order that breaks ties (devices before complaints before chat). */
export const MATCHERS: readonly Matcher[] = [
  acMatcher,
  windowMatcher,
  seatMatcher,
  lightMatcher,
  trunkMatcher,
  wiperMatcher,
  sunroofMatcher,
  mirrorMatcher,
  screenMatcher,
  steeringWheelMatcher,
  musicMatcher,
  navigationMatcher,
  vehicleStatusMatcher,
  colloquialMatcher,
  chatMatcher,
  vagueMatcher,
]

const BY_FUNCTION = new Map(MATCHERS.map((matcher) => [matcher.name, matcher]))

/** The matcher that produces calls of function `name`, for continuing a previous call. */
export function matcherFor(name: string): Matcher | undefined {
  return BY_FUNCTION.get(name)
}
