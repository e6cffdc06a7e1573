import { takeSwitchBeside } from '../adjacent-verb.ts'
import { FOR_AIR } from '../airing.ts'
import { parseNumber, takePercent, VALUE } from '../numbers.ts'
import type { Scan } from '../scan.ts'
import type { Matcher } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call, clarify, matched, OUT_OF_RANGE, previousAction } from './match-helpers.ts'

const NAME = 'control_sunroof'
const GLASS = /全景天窗|天窗(?:玻璃)?|sunroof|moonroof/
// 天幕 is a fixed glass roof on most cars: what moves under it is the shade.
const SHADE = /遮阳帘|遮光帘|天幕(?:帘)?|天窗帘|(?<!车)窗帘|sunshade/
const TILT = /(?:起翘|翘起来?|翘一下|翘开|翘|掀起来?|上翘|斜开)/
// 全部打开 / 开到最大: fully open (全部 is how far, not which sunroof).
const FULL_OPEN = /全开|全部打开|完全打开|开到底|开满|开到最大|打开到最大|(?:打)?开(?:到)?全部/
const SWITCH = { off: `${CLOSE}|合上|拉上|盖上|遮上|挡上|拉起来`, on: `${OPEN}|拉开|收起来?|推开` }
const OPEN_VERB = new RegExp(OPEN)
// No action opens "more": 再开大一点 steps the open share by 20 from where it was just set.
const WIDER = /(?:再)?开大|再开|多开|开多/
const NARROWER = /关小|关上一?点|关一点/
const STEP = 20
// A crack (开条缝, 开一点) is 20 %, as for windows.
const CRACK = /开(?:一|个|条)?(?:条|个)?(?:缝|小缝|缝隙)|开(?:一)?点点?|留(?:一)?条缝/
const AMOUNT = new RegExp(`(?:开到|打开到|调到|拉到|开|到)\\s*(${VALUE})(?![度挡])`)

/** The sunroof glass and the shade: open, close, tilt, or a proportion (一半, 30%). */
export const sunroofMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const prevPart = previousAction(env.prev, NAME) === undefined ? undefined : env.prev!.params.part
    const named = takeFirstPart(scan)
    const part = named ? (SHADE.test(named[0]) ? 'shade' : 'glass') : undefined
    if (!part && prevPart === undefined) return null
    const at = named ? { start: named.index, end: named.index + named[0].length } : { start: 0, end: 0 }
    const action =
      takeStep(scan, env.prev?.name === NAME ? env.prev.params : undefined) ?? takeAction(scan, at)
    // 开到150 cannot be done: ask back rather than open fully.
    if (action === OUT_OF_RANGE) return clarify(0.7)
    if (!action) return part ? clarify() : null
    // 打开天窗通风: the air is why, not a second request for the seats or the AC.
    if (action.action !== 'close') scan.take(FOR_AIR)
    return matched(
      [call(NAME, { part: part ?? prevPart, ...action })],
      part ? 0.95 : 0.9,
      part ? 'explicit' : 'context',
    )
  },
}

function takeStep(scan: Scan, prev: Record<string, unknown> | undefined): Action | null {
  const wider = scan.take(WIDER) !== null
  if (!wider && !scan.take(NARROWER)) return null
  const from =
    typeof prev?.open_percentage === 'number' ? prev.open_percentage : prev?.action === 'open' ? 100 : 0
  const share = Math.min(100, Math.max(0, from + (wider ? STEP : -STEP)))
  if (share >= 100) return { action: 'open' }
  return share <= 0 ? { action: 'close' } : { action: 'set_position', open_percentage: share }
}

type Action = { action: string; open_percentage?: number }

// The part said first: 关闭天窗关闭车窗遮阳帘 is read one part at a time, in order.
function takeFirstPart(scan: Scan): RegExpExecArray | null {
  const shade = scan.find(SHADE)
  const glass = scan.find(GLASS)
  const first = shade && (!glass || shade.index <= glass.index) ? shade : glass
  if (first) scan.mark(first.index, first.index + first[0].length)
  return first
}

function takeAction(scan: Scan, at: { start: number; end: number }): Action | typeof OUT_OF_RANGE | null {
  if (scan.take(TILT)) {
    scan.take(OPEN_VERB)
    scan.take(FOR_AIR)
    return { action: 'tilt' }
  }
  if (scan.take(FULL_OPEN)) return { action: 'open' }
  const percent = takePercent(scan)
  if (percent !== null && percent > 100) return OUT_OF_RANGE
  if (percent !== null) {
    scan.take(/开到|打开|开|拉到|到/)
    return percent === 100 ? { action: 'open' } : { action: 'set_position', open_percentage: percent }
  }
  if (scan.take(CRACK)) return { action: 'set_position', open_percentage: 20 }
  const amount = scan.find(AMOUNT)
  const value = amount ? parseNumber(amount[1]!) : null
  if (amount && value !== null) {
    scan.mark(amount.index, amount.index + amount[0].length)
    return value > 100 ? OUT_OF_RANGE : { action: 'set_position', open_percentage: value }
  }
  const verb = takeSwitchBeside(scan, at, SWITCH)
  return verb ? { action: verb === 'off' ? 'close' : 'open' } : null
}
