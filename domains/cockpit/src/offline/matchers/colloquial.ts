import { gateOf } from '../gate.ts'
import { INTENSIFIER } from '../intensity.ts'
import { takeSeats } from '../positions.ts'
import type { Scan } from '../scan.ts'
import type { Matcher, ParsedCall } from '../types.ts'
import { call, matched } from './match-helpers.ts'

/**
 * The colloquial table of CONVENTIONS.md: complaints with an obvious remedy (有点冷 → warmer,
 * 我饿了 → find a restaurant). Volume, fan and song complaints live with their devices
 * (music-volume.ts, ac-fan.ts, music.ts); the rest are here, most specific first.
 */
interface Rule {
  when: RegExp
  /** The calls that remedy the complaint; `said` is the matched text. */
  remedy: (scan: Scan, said: RegExpExecArray) => ParsedCall[]
}

const SEAT_WORD = '(?:座椅|座位|椅子|坐垫|座垫|椅面)'
// Where the body meets the seat (屁股底下, 腰这块, 后背上): cold or sweat there is the seat's.
const ON_SEAT =
  '(?:(?:屁股|屁屁|臀部|腰|后腰|后背|背后|背)(?:底下|下面|下边|上面|上|下|这块|这儿|这里|后面)?|(?:腿|大腿)(?:底下|下面|下边))'
// 冰 alone is cold; 冰箱, 冰柜 name things (打开座椅冰箱 is a fridge the car lacks, not a cold seat).
const COLD = '(?:冰凉|冰冷|冷冰冰|冰(?![箱柜块淇激])|凉|冷|冻)'
// Likened to a cold or a hot place (跟冰窖一样, 像在蒸桑拿): the temperature is the complaint.
const LIKE = '(?:跟|像|和|如同)(?:个|在|是)?'
const COLD_PLACE = `${LIKE}(?:冰窖|冰箱|冰库|冷库|冰柜|冰天雪地|北极|南极)`
const HOT_PLACE = `${LIKE}(?:蒸笼|火炉|烤箱|烤炉|蒸锅|桑拿|蒸桑拿|火焰山|微波炉)`
// Rain said as news (下起雨来了, 雨越下越大, 飘雨了), not asked about (会下雨吗, 预报说下雨).
const RAIN_STARTS =
  '(?<!会|要|明天|后天|今天会|会不会|说|预报)(?:开始)?下(?:起|了)?(?:大|小|毛毛|阵|暴|雷阵)?雨(?:来)?了?(?![吗么没])|' +
  '雨(?:越下越大|下(?:起来|大)了|(?:好|太|很|越来越)大了?|下得(?:好|太|很|这么)大(?![吗么]))|(?:飘|掉)雨(?:点)?了?|掉雨点'

const seatCall = (action: string) => (scan: Scan) => {
  const seats = takeSeats(scan)
  return (seats.length > 0 ? seats : ['driver']).map((seat) => call('control_seat', { seat, action }))
}
const acCall = (params: Record<string, unknown>) => () => [call('control_ac', params)]
// 后排老冷了, 副驾说有点热: the complaint is that seat's, so the change is for its climate zone.
const ZONE_OF_SEATS: ReadonlyArray<readonly [string, (seat: string) => boolean]> = [
  ['driver', (seat) => seat === 'driver'],
  ['passenger', (seat) => seat === 'passenger'],
  ['rear', (seat) => seat.startsWith('rear')],
]
const temperatureCall = (direction: 'up' | 'down') => (scan: Scan) => {
  const seats = takeSeats(scan)
  const zone =
    seats.length === 0 ? undefined : (ZONE_OF_SEATS.find(([, holds]) => seats.every(holds))?.[0] ?? 'all')
  return [call('control_ac', { action: 'adjust_temperature', direction, ...(zone ? { zone } : {}) })]
}
const poi = (category: string) => () => [
  call('control_navigation', { action: 'search_poi', poi_category: category }),
]

const RULES: readonly Rule[] = [
  {
    when: new RegExp(`(?:${ON_SEAT}|${SEAT_WORD})${INTENSIFIER}*${COLD}`),
    remedy: seatCall('heating_on'),
  },
  {
    when: new RegExp(
      `${ON_SEAT}${INTENSIFIER}*(?:都|全)?捂?(?:是汗|出了?(?:一身|好多|一背|满身|一层)?汗|冒汗|湿了?|黏|热|烫|捂得慌)|${SEAT_WORD}${INTENSIFIER}*(?:热|烫)|烫屁股`,
    ),
    remedy: seatCall('ventilation_on'),
  },
  {
    when: new RegExp(
      `(?:太|好|有点|很|真)?闷(?:了|得慌|死了)?(?!热)|透透?气|憋得慌|stuffy|(?:车里|车内)?有(?:股|点)?(?:异|怪|臭)?味|` +
        `空气${INTENSIFIER}*(?:不(?:太|大)?好|差|不新鲜|浑浊|污浊|不流通|难闻)`,
    ),
    remedy: acCall({ action: 'set_mode', mode: 'ventilation' }),
  },
  {
    when: new RegExp(
      `${INTENSIFIER}+热|${HOT_PLACE}|热(?:死|坏|成|化|晕|炸)了?|热得(?:要命|不行|受不了|难受|冒汗)?|闷热|凉快(?:一)?(?:点|些)?|凉(?:一)?点|(?:i'?m|i am|too) hot`,
    ),
    remedy: temperatureCall('down'),
  },
  {
    when: new RegExp(
      `${INTENSIFIER}+(?:冷|凉)|${COLD_PLACE}|冷(?:死|坏|成)了?|冷得(?:要命|不行|受不了|发抖|哆嗦)?|冻(?:死|得|僵|坏|成|手|脚|耳朵|人)了?|好冻|暖和(?:一)?(?:点|些)?|暖(?:一)?点|(?:i'?m|i am|too) cold`,
    ),
    remedy: temperatureCall('up'),
  },
  {
    when: new RegExp(
      `${RAIN_STARTS}|看不清(?:挡风)?玻璃|(?:(?:前)?挡(?:风)?)?玻璃(?:上)?${INTENSIFIER}*(?:看不清|模糊|有水|全是水|脏|花|糊)|看不清(?:前面|路)|it'?s raining`,
    ),
    remedy: () => [call('control_wiper', { action: 'turn_on' })],
  },
  {
    when: /雨停了|不下雨了|雨(?:已经)?(?:停|不下)|(?:外面|外头)(?:已经)?不下了|没雨了/,
    remedy: () => [call('control_wiper', { action: 'turn_off' })],
  },
  {
    when: /(?:车里|车内|里面)(?:太|好|有点|很)?(?:暗|黑)|(?:太|好|有点|很)(?:暗|黑)(?:了|乎乎|漆漆)?|黑乎乎|黑漆漆|黑咕隆咚|看不(?:见|清)东西|啥也看不(?:见|清)|too dark/,
    remedy: () => [call('control_light', { light_type: 'reading', action: 'turn_on' })],
  },
  {
    when: /(?:我|肚子)?(?:好|有点|太|快|很)?饿(?:了|死了|坏了)?|想吃(?:点|个|口)?(?:饭|东西)|(?:找|去)(?:个|一个|家)?(?:地方|馆子|店)?吃(?:个|点|口)?(?:饭|东西)|找(?:个|点)?吃的|吃饭的地方|i'?m hungry/,
    remedy: poi('餐厅'),
  },
  {
    when: /想喝(?:杯|点|一杯)?咖啡|来(?:杯|一杯)咖啡/,
    remedy: poi('咖啡店'),
  },
  {
    when: /找(?:个|一个)?(?:地方|位置|车位)停车|(?:哪里|哪儿)(?:能|可以)停车|停车的地方|没地方停车/,
    remedy: poi('停车场'),
  },
  {
    when: /(?:想|要|得)上(?:个|一下)?(洗手间|厕所|卫生间)|内急|憋不住了/,
    // The category as said: 洗手间, 厕所, 卫生间 (内急 names none: 洗手间).
    remedy: (_, said) => poi(said[1] ?? '洗手间')(),
  },
  {
    when: /(?:该|要|得|需要)加油了?|没(?:什么|啥)?油了|油(?:量)?(?:快|都|要)?(?:没|见底|用光|耗光|耗尽|不多|不足|不够|低)了?|油箱(?:快)?空了/,
    remedy: poi('加油站'),
  },
  {
    when: /快没电了?|没(?:什么|啥|多少)?电了|电(?:量|池)?(?:快|都|要)?(?:没|见底|用光|耗光|耗尽|不行|不多|不足|不够|低|快用完|告急|报警)了?|要充电了?|需要充电|该充电了|得充电了?|充个电|low battery/,
    remedy: poi('充电站'),
  },
]

/** Complaints and hints from the colloquial table, read into the call that remedies them. */
export const colloquialMatcher: Matcher = {
  name: 'colloquial',
  gate: gateOf(...RULES.map((rule) => rule.when)),
  match: (scan) => {
    for (const rule of RULES) {
      const said = scan.take(rule.when)
      if (said) return matched(rule.remedy(scan, said), 0.9, 'colloquial')
    }
    return null
  },
}
