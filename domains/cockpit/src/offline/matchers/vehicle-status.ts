import type { Matcher } from '../types.ts'
import { call, matched } from './match-helpers.ts'

const NAME = 'query_vehicle_status'

// 电 alone is the battery only where it is not part of another word (电话, 电台, 充电站, 停电).
const CHARGE = '(?:电量|电池(?:电量)?|(?<![充停来断用省耗费放插])电(?![话台影视梯动脑量站桩源线器筒子池]))'
// What makes a clause a question: a quantity asked (多少, 几成), a yes/no ending, or 查/看看.
const ASK =
  /多少|多远|几|百分之几|怎么样|如何|是否|是不是|有没有|够不够|正不正常|正常|异常|问题|毛病|查|看看|看一?下|告诉我|显示|\?|[吗么]$|没(?:有)?$|不$/

/** One status item: the words that name it, and whether the clause must also ask. */
interface Item {
  item: string
  words: RegExp
  /** 电量 alone may state a complaint (电量不足 → find a charger): only 电量 + 多少 asks. */
  needsQuestion?: boolean
}

// Most specific first: 续航里程 is range, not mileage; 充电了吗 is charging, not battery.
const ITEMS: readonly Item[] = [
  {
    item: 'range',
    words:
      /(?:还|能|够|可以)+(?:再)?(?:跑|开|走|行驶|撑)(?:个)?(?:多远|多少|几)|续航(?:里程)?|剩余里程|可(?:行驶|续航)里程|\brange\b/,
  },
  {
    item: 'charging',
    words: new RegExp(
      `(?:在|正在)充(?:着)?电|充着电|(?:${CHARGE})?充(?:上|好|满)了?电?(?=[吗么没]|了|$)|充电(?:状态|中|了(?:吗|没)|吗|没)|是否(?:在)?充电|\\bcharging\\b`,
    ),
  },
  { item: 'battery_level', words: new RegExp(`${CHARGE}|几格电|\\bbattery\\b`), needsQuestion: true },
  { item: 'tire_pressure', words: /胎压|轮胎(?:的)?(?:气压|压力|气)?|tire pressure|tyre pressure/ },
  {
    item: 'mileage',
    words:
      /总里程|表显(?:里程)?|里程(?:数|表)?(?:上)?|公里数|(?:开|跑|行驶|走)了(?:多少|几万?)(?:万)?(?:公里|里)?|总共开了|\bmileage\b|odometer/,
  },
  {
    // 车门锁了(吗): a lock named with 了 or a question; 把车门锁上 is a command (no such function).
    item: 'door_lock',
    words:
      /(?<![把将车锁])(?:车门|车|门)(?:都|全)?(?:关好|关上|关严)?(?:上锁|锁上|锁好|落锁|锁)(?:了(?:吗|没有?|么)?|吗|没有?|么)|门锁(?:状态|情况)|door lock|locked/,
  },
]
const QUESTION_FILLER =
  /(?:我的|咱的|车辆|车子?|这点|这会|还|现在|目前|当前|估计|大概|满电|剩的|是|有|查一下|查查|看一下|看看|告诉我|显示|多少|几成|几格|百分之几|怎么样|正常|正不正常|够不够|够|一共|总共|万|公里|km|情况|状态|剩下?|剩余|百分之|百分比|四个|吗|呢|没有?|了|的|上|电|\?)+/g

/** Questions about the vehicle (battery, range, charging, tyres, mileage, locks): domain chat. */
export const vehicleStatusMatcher: Matcher = {
  name: NAME,
  match: (scan) => {
    for (const { item, words, needsQuestion } of ITEMS) {
      const found = scan.find(words)
      if (!found) continue
      // A bare 电量 (查一下胎压和电量, split at 和) names what is asked; it states nothing.
      if (needsQuestion && !ASK.test(scan.text) && found[0] !== scan.text) continue
      scan.mark(found.index, found.index + found[0].length)
      scan.takeAll(QUESTION_FILLER)
      return matched([call(NAME, { item })], 0.95)
    }
    return null
  },
}
