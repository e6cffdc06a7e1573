import { gateOf } from '../gate.ts'
import { Scan } from '../scan.ts'
import type { Match, Matcher, ParsedCall } from '../types.ts'
import { call, clarify, matched, previousAction } from './match-helpers.ts'
import { DESTINATION_GATE, readDestination } from './navigation-destination.ts'

const NAME = 'control_navigation'
// 导航 with any stopping verb, before or after it (把导航退了, 导航停了吧, 别导了).
const STOPPING =
  '取消|退出|结束|关闭|关掉|关了|关一下|关下|关上|停止|停掉|停了|停下|退了|不要了|不用了|别开了|关'
const CANCEL = new RegExp(
  `(?:${STOPPING}|不要|别|不用)(?:了)?(?:当前的?)?导航|导航(?:也|都)?(?:先|就)?(?:${STOPPING})|不(?:用|要|需要)?导航了?|别导(?:航)?了|cancel (?:the )?navigation|stop navigat\\w*`,
)
const OVERVIEW =
  /(?:全程(?:概览|预览|总览)|全览|预览|总览|(?:查看|显示|看)(?:一下|下)?全程|全程路线|路线概览|全局|概览|overview)(?:路线|图)?/
// A new route asked for: 重新 + planning verb, 换 + route, or the route judged bad.
const REROUTE = new RegExp(
  [
    '(?:这条?)?路线?(?:不行|不好|太绕|不对)',
    '换(?:一|个)?条(?:路线?|道)|换(?:一个|个)?(?:路线|路(?:走)?)|换路|其他路线|别的路线?|另一条路',
    '重新(?:规划|导航|算|计算)(?:一下)?(?:一?条)?(?:路线|路径|路)?|(?:路线|路径)重新(?:规划|计算|算)(?:一下)?',
    '(?:重新|再)(?:规划|算|找|选|搜)(?:一下)?一?条(?:路线|路径|路)',
    'reroute',
  ].join('|'),
)
// Negated forms first: 不走高速 holds 走高速.
const PREFERENCES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /(?:不|别|避开|不要|不想|避免|绕开|绕过|少)(?:走|上)?高速|不上高速|avoid (?:the )?highways?|no highways?/,
    'no_highway',
  ],
  [
    /(?:不|别|避开|不要|避免|绕开|少)(?:想|要|用)?(?:走|交|花|给|付)?(?:收费|过路费|高速费)(?:的路|站|路段|道路|的路段)?|免费(?:的)?(?:路|路线|道路)|不收费|no tolls?|avoid tolls?/,
    'no_toll',
  ],
  [
    /(?:避开|躲避|规避|绕开|避免|躲开|绕过|别走|不走|不要走)(?:拥堵|堵车|堵的路)(?:的)?(?:路段|路线|道路)?|避堵|躲避拥堵|不堵的路|(?:路上|前面|后面|前头|这段路|这条路|这路)?(?:太|好|很|真|又)?堵(?:死了|了|车了|成|得|住了|上了|起来了?)|拥堵|avoid (?:traffic|congestion)/,
    'avoid_congestion',
  ],
  [/(?:走|上|优先走?)高速|高速优先|highway first/, 'highway_first'],
  [
    /(?:最快|时间最短|用时最短|用时最少|最省时|(?:时间|用时|耗时)(?:最|较|比较)?(?:少|短))(?:的)?(?:路线|道路|路|方案)?|fastest/,
    'fastest',
  ],
  [
    /(?:最短|距离最短|路程最短|最近的路|最少里程|(?:距离|路程|里程)(?:最|较|比较)?(?:短|少|近))(?:的)?(?:路线|道路|路|方案)?|shortest/,
    'shortest',
  ],
]
const ROUTE_WORD = /路线|路|导航|走|距离|路程|用时|route/
const TOPIC = /导航|navigat\w*/
const PREFERENCE_FILLER =
  /(?:的)?(?:路线|路|方案|模式|偏好)|(?:导航)?(?:改成|换成|切换到|设为|选择|选)|走|帮我|给我|规划/g

/** Navigation: destination, nearby places, route preference, cancel, overview, reroute. */
export const navigationMatcher: Matcher = {
  name: NAME,
  gate: gateOf(CANCEL, OVERVIEW, REROUTE, ...PREFERENCES.map(([words]) => words), DESTINATION_GATE, TOPIC),
  match: (scan, env) => {
    if (scan.take(CANCEL)) return matched([call(NAME, { action: 'cancel' })], 0.95)
    if (scan.take(OVERVIEW)) return matched([call(NAME, { action: 'show_overview' })], 0.95)
    if (scan.take(REROUTE)) return matched([call(NAME, { action: 'reroute' })], 0.95)
    const preference = takePreference(scan, previousAction(env.prev, NAME) !== undefined)
    if (preference) return matched([preference], 0.95)
    const destination = readDestination(scan)
    if (destination) return destination
    if (scan.take(TOPIC)) return clarify()
    return previousAction(env.prev, NAME) === undefined ? null : followUp(scan)
  },
}

const DROP = /取消|(?:不|别)(?:用|要|想)?去了|不要了|算了|停止|结束|别导了/g
const SWITCH = /^(?:那|还是)?(?:换成|换到|改成|改去|改到|换个|换)(.+)$/

// After a navigation call: 取消吧 cancels it, 换成咖啡店 searches or heads somewhere else.
function followUp(scan: Scan): Match | null {
  if (scan.takeAll(DROP).length > 0) return matched([call(NAME, { action: 'cancel' })], 0.9, 'context')
  const m = scan.find(SWITCH)
  if (!m) return null
  const place = m[1]!.replace(/^(?:去|到|回)/, '')
  const swapped = readDestination(new Scan(`去${place}`))
  if (!swapped) return null
  scan.mark(m.index, m.index + m[0].length)
  return { ...swapped, kind: 'context' }
}

function takePreference(scan: Scan, continuing: boolean): ParsedCall | null {
  for (const [word, preference] of PREFERENCES) {
    const m = scan.find(word)
    if (!m) continue
    // 最快/最短 name a route only beside a route word (雨刮最快 is the wiper's).
    const speedWord = preference === 'fastest' || preference === 'shortest'
    if (speedWord && !continuing && !ROUTE_WORD.test(scan.text)) continue
    scan.mark(m.index, m.index + m[0].length)
    scan.takeAll(PREFERENCE_FILLER)
    return call(NAME, { action: 'set_route_preference', route_preference: preference })
  }
  return null
}
