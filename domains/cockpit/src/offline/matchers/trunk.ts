import { takeSwitchBeside } from '../adjacent-verb.ts'
import { catalogueObjects } from '../catalogue-words.ts'
import type { Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_trunk'
// The trunk's names (后备箱, 尾门 …) are data: config/functions/control_trunk.json, lexicon.objects.
const SWITCH = {
  off: `${CLOSE}|合上|放下|盖上|落下`,
  on: `${OPEN}|弹(?:开|起来?|一下)?|掀开|升起|拉开`,
}

/** The trunk: open or close, by the verb said beside it (关闭天窗打开后备箱 opens the trunk). */
export const trunkMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const word = scan.take(catalogueObjects(NAME))
    const topic = word !== null
    if (!topic && previousAction(env.prev, NAME) === undefined) return null
    const at = word ? { start: word.index, end: word.index + word[0].length } : { start: 0, end: 0 }
    const verb = takeSwitchBeside(scan, at, SWITCH)
    if (!verb) return topic ? clarify() : null
    const action = verb === 'off' ? 'close' : 'open'
    return matched([call(NAME, { action })], topic ? 0.95 : 0.9, topic ? 'explicit' : 'context')
  },
}
