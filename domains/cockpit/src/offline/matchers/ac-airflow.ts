import { gateOf } from '../gate.ts'
import type { Scan } from '../scan.ts'
import type { ParsedCall } from '../types.ts'
import { CLOSE, OPEN } from '../verbs.ts'
import { call } from './match-helpers.ts'

const NAME = 'control_ac'
// Fog on the glass asks for defrosting as plainly as 除霜 does; 雾灯 is a lamp.
// A heated rear window (后窗加热) is its defroster by another name.
const DEFROST =
  /(?:除|去)(?:个|一下|下)?(?:霜|雾)|化霜|(?<=(?:窗|挡风?|风挡|玻璃)(?:的)?(?:电)?)加热|(?:起|有|全是|都是|一层)(?:雾|霜|哈气)(?!灯)|雾气|水汽|哈气|\bdefrost\w*|\bdemist\w*/
const CIRCULATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/自动循环|循环(?:模式)?(?:改成|调成|切换到|切换成|切到|换成|调到|设为|设成)?自动/, 'auto'],
  [/(?:车)?内循环(?:模式)?|inner circulation|recirculat\w*/, 'inner'],
  [/(?:车)?外循环(?:模式)?|outer circulation|fresh air/, 'outer'],
]
/** Defrosting and circulation are read only where they are named. */
export const AIRFLOW_GATE = gateOf(DEFROST, ...CIRCULATIONS.map(([words]) => words))
// The glass said before the fog word (开启后挡风除霜, 前挡玻璃起雾了); 后视镜 is the mirror's.
const TARGET = /(?:(前|后)(?:挡风?|风挡)(?:玻璃)?|(前|后)(?:窗|玻璃)|(前|后)(?!视))(?:的)?(?:上面?)?$/
// Glass named without a side (车窗上全是雾气): it is where the fog is, not which glass to clear.
const GLASS = /(?:挡风)?(?:玻璃|车窗|窗户|挡风)(?:上面?)?(?:的)?$/
// A switch verb right before the function (打开内循环, 开启后挡风除霜) or right after it (除霜关了).
const VERB_BEFORE = new RegExp(
  `(?:(${CLOSE})|(${OPEN}|切换到|切换成|切到|切成|换成|改成|调成|设为|来个))(?:一下|下|个)?(?:把)?$`,
)
const VERB_AFTER = new RegExp(`^(?:也|都|给我)?(?:(${CLOSE}|停掉|停止|停了)|(${OPEN}|开着))(?:一下|下|吧)?`)

/** Defrosting (front or rear glass) or air circulation, with its own on/off verb; null when neither is named. */
export function takeAirflow(scan: Scan): ParsedCall | null {
  return takeDefrost(scan) ?? takeCirculation(scan)
}

function takeDefrost(scan: Scan): ParsedCall | null {
  const word = scan.take(DEFROST)
  if (!word) return null
  let start = word.index
  const target = takeBefore(scan, start, TARGET)
  const side = target ? (target[1] ?? target[2] ?? target[3]) : undefined
  if (target) start = target.index
  else start = takeBefore(scan, start, GLASS)?.index ?? start
  const off = takeVerb(scan, start, word.index + word[0].length)
  return call(NAME, {
    action: off ? 'defrost_off' : 'defrost_on',
    target: side === '前' ? 'front' : side === '后' ? 'rear' : undefined,
  })
}

function takeCirculation(scan: Scan): ParsedCall | null {
  for (const [words, circulation] of CIRCULATIONS) {
    const m = scan.take(words)
    if (!m) continue
    // 关闭内循环 lets outside air in: switching one circulation off is choosing the other.
    const off = circulation !== 'auto' && takeVerb(scan, m.index, m.index + m[0].length)
    const chosen = off ? (circulation === 'inner' ? 'outer' : 'inner') : circulation
    return call(NAME, { action: 'set_circulation', circulation: chosen })
  }
  return null
}

// Takes the text matched by `re` (anchored at its end) just before `start`.
function takeBefore(scan: Scan, start: number, re: RegExp): RegExpExecArray | null {
  const m = re.exec(scan.visible.slice(0, start))
  if (m) scan.mark(m.index, m.index + m[0].length)
  return m
}

// Whether the verb beside the function switches it off; the verb, if any, is used.
function takeVerb(scan: Scan, start: number, end: number): boolean {
  const before = takeBefore(scan, start, VERB_BEFORE)
  if (before) return before[1] !== undefined
  const after = VERB_AFTER.exec(scan.visible.slice(end))
  if (!after) return false
  scan.mark(end, end + after[0].length)
  return after[1] !== undefined
}
