import type { Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_trunk'
const TOPIC = /后备箱|尾门|后盖|行李箱|后舱|\btrunk\b|\bboot\b|tailgate/
const CLOSE_WORD = new RegExp(`${CLOSE}|合上|放下|盖上|落下`)
const OPEN_WORD = new RegExp(`${OPEN}|弹(?:开|起来?|一下)?|掀开|升起|拉开`)

/** The trunk: open or close. */
export const trunkMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const topic = scan.take(TOPIC) !== null
    if (!topic && previousAction(env.prev, NAME) === undefined) return null
    const action = scan.take(CLOSE_WORD) ? 'close' : scan.take(OPEN_WORD) ? 'open' : undefined
    if (!action) return topic ? clarify() : null
    return matched([call(NAME, { action })], topic ? 0.95 : 0.9, topic ? 'explicit' : 'context')
  },
}
