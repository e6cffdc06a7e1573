import { takeSwitchBeside } from '../adjacent-verb.ts'
import { catalogueObjects } from '../catalogue-words.ts'
import type { Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_steering_wheel'
// The wheel's names are data: config/functions/control_steering_wheel.json, lexicon.objects.
const HEATING = /加热|加温|暖一?(?:点|下)|热一?(?:点|下)/
// 方向盘太冰了 asks for warmth the way 屁股好冷 asks for seat heating.
const COLD = /(?:太|好|有点|真|很)?(?:冰|凉|冷)(?:手)?了?|冻手|冰手/
const SWITCH = { off: `${CLOSE}|停(?:止|掉)?`, on: OPEN }
const OFF = new RegExp(SWITCH.off)
const ON = new RegExp(SWITCH.on)

/** Steering-wheel heating; the wheel's position and other features are not in the catalogue. */
export const steeringWheelMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const wheel = scan.take(catalogueObjects(NAME))
    const topic = wheel !== null
    const continues = previousAction(env.prev, NAME) !== undefined
    if (!topic && !continues) return null
    const heating = scan.take(HEATING)
    if (heating) {
      const at = { start: wheel?.index ?? heating.index, end: heating.index + heating[0].length }
      const off = takeSwitchBeside(scan, at, SWITCH) === 'off'
      return matched([call(NAME, { action: off ? 'heating_off' : 'heating_on' })], 0.95)
    }
    if (topic && scan.take(COLD)) return matched([call(NAME, { action: 'heating_on' })], 0.9, 'colloquial')
    // 也关了 after a steering-wheel call; a bare wheel with a verb (方向盘调高) is not heating.
    if (continues && scan.take(OFF)) return matched([call(NAME, { action: 'heating_off' })], 0.9, 'context')
    if (continues && scan.take(ON)) return matched([call(NAME, { action: 'heating_on' })], 0.9, 'context')
    return null
  },
}
