import { takeSwitchBeside } from '../adjacent-verb.ts'
import type { Scan } from '../scan.ts'
import type { Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'

const NAME = 'control_mirror'
// 内后视镜 / 流媒体后视镜 is the interior mirror, which the catalogue does not control.
const TOPIC = /(?<!内|流媒体)(?:外)?后视镜|倒车镜|倒后镜|反光镜|外镜|\bmirrors?\b/
const LEFT = /左(?:边|侧|面)?(?:的)?(?=后视镜|倒车镜|倒后镜|反光镜|外镜|$)|主驾(?:驶)?(?:侧|这边)?(?:的)?/
const RIGHT = /右(?:边|侧|面)?(?:的)?(?=后视镜|倒车镜|倒后镜|反光镜|外镜|$)|副驾(?:驶)?(?:侧|那边)?(?:的)?/
// A side alone (右边也折叠) continues a mirror call.
const BARE_SIDE = /(左|右)(?:边|侧|面)?(?:的)?/
const BOTH = /两(?:边|侧|个)(?:的)?|左右(?:两边)?(?:的)?|全部|所有/
const HEATING = /加热|除霜|除雾|去雾/
const FOLD = /折叠|折起来?|折回|收起来?|收回|收拢|合上|合起来?|\bfold\b/
const UNFOLD = /展开|打开来|放下来?|伸出来?|张开|\bunfold\b/
const SWITCH = { off: `${CLOSE}|停止?`, on: OPEN }

/** The outside mirrors: fold, unfold, heat; one side or both (no side named: both). */
export const mirrorMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    // The side first: its words are read against the mirror word that follows them.
    const named = takeSide(scan)
    const word = scan.take(TOPIC)
    const topic = word !== null
    const prevSide = previousAction(env.prev, NAME) === undefined ? undefined : env.prev!.params.side
    if (!topic && prevSide === undefined) return null
    const bare = named || topic ? null : scan.take(BARE_SIDE)
    const side = named ?? (bare ? (bare[1] === '左' ? 'left' : 'right') : topic ? 'all' : String(prevSide))
    const at = word ? { start: word.index, end: word.index + word[0].length } : { start: 0, end: 0 }
    const heated = !topic && String(env.prev?.params.action).startsWith('heating')
    const action = takeAction(scan, at, heated)
    if (!action) return topic ? clarify() : null
    return matched([call(NAME, { side, action })], topic ? 0.95 : 0.9, topic ? 'explicit' : 'context')
  },
}

function takeSide(scan: Scan): string | undefined {
  if (scan.take(BOTH)) return 'all'
  if (scan.take(LEFT)) return 'left'
  if (scan.take(RIGHT)) return 'right'
  return undefined
}

function takeAction(scan: Scan, at: { start: number; end: number }, heated: boolean): string | undefined {
  const heating = scan.take(HEATING)
  // After 后视镜加热, a bare 关掉 switches the heating off, not the mirrors in.
  if (heated && !heating && !scan.has(FOLD) && !scan.has(UNFOLD)) {
    const verb = takeSwitchBeside(scan, at, SWITCH)
    return verb === 'off' ? 'heating_off' : verb === 'on' ? 'heating_on' : undefined
  }
  if (heating) {
    const end = heating.index + heating[0].length
    return takeSwitchBeside(scan, { start: at.start, end }, SWITCH) === 'off' ? 'heating_off' : 'heating_on'
  }
  if (scan.take(FOLD)) return 'fold'
  if (scan.take(UNFOLD)) return 'unfold'
  // 打开后视镜 unfolds it; 关闭后视镜 folds it (what the mirror switch of most cars says).
  const verb = takeSwitchBeside(scan, at, SWITCH)
  return verb === 'off' ? 'fold' : verb === 'on' ? 'unfold' : undefined
}
